# Fails when a bundle names something that MS VC++ 2008 (the C++ of POJ and
# HDU) lacks, or a GCC-only header or builtin: a judge without it refuses the
# file. Comments count too: a judge reads the whole file.
# cmake -DBUNDLE=f.cpp -P portable.cmake
file(READ "${BUNDLE}" text)
get_filename_component(name "${BUNDLE}" NAME)
set(found "")
foreach(word snprintf stdint.h cstdint %zu __builtin_ bits/)
  string(FIND "${text}" "${word}" at)
  if(NOT at EQUAL -1)
    list(APPEND found "${word}")
  endif()
endforeach()
list(JOIN found ", " found)
if(found)
  message(FATAL_ERROR "${name} names what an old judge lacks: ${found}")
endif()
message(STATUS "${name}: nothing that MS VC++ 2008 lacks")
