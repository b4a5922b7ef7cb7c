# judge listen (tools/judge/listen.hpp): Competitive Companion's problems
# received over HTTP with cpp-httplib (Debian: libcpp-httplib-dev, found by
# pkg-config, whose flags its compiled library was built with) and read with
# nlohmann-json (Debian: nlohmann-json3-dev). Without them the judge is built
# without it, and `judge listen` says so; SUITE_LISTEN is defined where it is
# built, for the judge and listen_test.
find_package(nlohmann_json 3 QUIET)
find_package(PkgConfig QUIET)
if(PkgConfig_FOUND)
  pkg_check_modules(SUITE_HTTPLIB QUIET IMPORTED_TARGET cpp-httplib)
endif()
set(suite_listen OFF)
if(nlohmann_json_FOUND AND SUITE_HTTPLIB_FOUND)
  set(suite_listen ON)
  target_sources(judge PRIVATE ${PROJECT_SOURCE_DIR}/tools/judge/companion.cpp)
  target_compile_definitions(judge PRIVATE SUITE_LISTEN)
  target_link_libraries(judge PRIVATE PkgConfig::SUITE_HTTPLIB nlohmann_json::nlohmann_json)
else()
  message(STATUS "judge listen: not built (it needs libcpp-httplib-dev, nlohmann-json3-dev and pkg-config)")
endif()
