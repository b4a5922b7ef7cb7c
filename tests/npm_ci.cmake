# Installs the tests' node modules (tests/package.json, pinned by
# tests/package-lock.json) into DIR in the build tree, with npm's cache there
# too: the source tree stays clean, and no HOME is needed.
# cmake -DNPM=npm -DSOURCE=tests -DDIR=build/tests/node -P npm_ci.cmake
file(MAKE_DIRECTORY "${DIR}")
configure_file("${SOURCE}/package.json" "${DIR}/package.json" COPYONLY)  # rewritten only where it differs
configure_file("${SOURCE}/package-lock.json" "${DIR}/package-lock.json" COPYONLY)
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env "npm_config_cache=${DIR}/npm-cache" npm_config_update_notifier=false
          npm_config_fund=false npm_config_audit=false "${NPM}" ci --no-audit --no-fund --loglevel=error
  WORKING_DIRECTORY "${DIR}"
  RESULT_VARIABLE status
  TIMEOUT 300)
if(NOT status EQUAL 0)
  # The build goes on; the browser test then fails, saying the module is
  # missing, and package_test's Hydro test is skipped, saying so.
  message(WARNING "npm ci for the tests' node modules failed (${status}): the replay_page tests will fail and "
                  "package_test will skip reading the Hydro packages with Hydro's code until it can run")
else()
  file(TOUCH "${DIR}/installed.stamp")
endif()
