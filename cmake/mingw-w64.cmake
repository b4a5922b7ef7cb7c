# Windows programs from Linux: MinGW-w64's g++ cross-compiles, and Wine runs
# what ctest runs (CMAKE_CROSSCOMPILING_EMULATOR). Debian: apt-get install
# g++-mingw-w64-x86-64 wine wine64 googletest.
#   cmake -S . -B build-windows --toolchain cmake/mingw-w64.cmake
# What builds there and what is left out for want of Linux: CMakeLists.txt.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
# The POSIX threads variant: GoogleTest needs std::mutex, which GCC 12's
# win32 variant lacks. Its project() enables C too.
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)  # the tools (wine, a host compiler) are the host's
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# wine64 itself where Debian keeps it (the wine wrapper also asks for wine32),
# with a Wine prefix of the build folder's own, quiet, and without the Mono
# and Gecko installers Wine offers when it makes the prefix. Wine's server
# keeps its socket in a folder it makes in $TMPDIR (or /tmp) and leaves there.
# The build runs the bundler (a Windows program here) under Wine too.
find_program(SUITE_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(SUITE_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR env "WINEPREFIX=${CMAKE_BINARY_DIR}/wine-prefix" WINEDEBUG=-all
      "WINEDLLOVERRIDES=mscoree,mshtml=" "${SUITE_WINE}")
endif()
