# adjutant_discover_test_suites(TARGET PREFIX): registers each GoogleTest suite of TARGET with CTest as one
# test, PREFIX followed by the suite's name (parameterised suites by their instantiation, as
# "Prefix/Suite"), run with --gtest_filter=Suite.*. The suites are listed from the built binary after each
# build, as gtest_discover_tests lists single tests.
#
# Why: under the sanitizers a test binary takes about 0.3 s to start and stop (the dynamic linker, the
# sanitizers' shadow memory and leak check) before a single test runs. The engine's 546 tests, one process
# each, spent some 150 s of the two cores doing that; run as its 97 suites they take 32 s of wall time in
# all. Per-test registration (gtest_discover_tests) stays where tests are picked one by one: the
# developer's trees.
set(ADJUTANT_GTEST_SUITES_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/WriteTestSuites.cmake")

function(adjutant_discover_test_suites target prefix)
  set(listed "${CMAKE_CURRENT_BINARY_DIR}/${target}_suites.cmake")
  set(include "${CMAKE_CURRENT_BINARY_DIR}/${target}_suites_include.cmake")
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND "${CMAKE_COMMAND}" "-DTEST_EXECUTABLE=$<TARGET_FILE:${target}>" "-DPREFIX=${prefix}"
            "-DWORKING_DIR=${CMAKE_CURRENT_BINARY_DIR}" "-DOUT=${listed}" -P "${ADJUTANT_GTEST_SUITES_SCRIPT}"
    BYPRODUCTS "${listed}"
    VERBATIM)
  # CTest reads this; until the binary is built and listed there is nothing to run but a test that says so.
  file(WRITE "${include}"
    "if(EXISTS \"${listed}\")\n"
    "  include(\"${listed}\")\n"
    "else()\n"
    "  add_test([=[${target}_NOT_BUILT]=] [=[${target}_NOT_BUILT]=])\n"
    "endif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include}")
endfunction()
