# Run by adjutant_discover_test_suites (GTestSuites.cmake) after a test binary is built: lists its suites
# and writes one add_test per suite into OUT, for CTest to include.
# In: TEST_EXECUTABLE, PREFIX, WORKING_DIR, OUT.
execute_process(COMMAND "${TEST_EXECUTABLE}" --gtest_list_tests
                WORKING_DIRECTORY "${WORKING_DIR}"
                OUTPUT_VARIABLE listing ERROR_VARIABLE errors RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  file(REMOVE "${OUT}")
  message(FATAL_ERROR "${TEST_EXECUTABLE} --gtest_list_tests failed (${result}): ${errors}")
endif()
# A suite's line starts in the first column with its name and a dot ("Suite." or "Prefix/Suite.", a
# parameterised one's followed by "  # TypeParam = ..."); its tests' lines are indented. Only the names are
# matched: what a parameter prints may hold characters a CMake list would split or join on.
string(REGEX MATCHALL "\n[A-Za-z0-9_/]+\\." suites "\n${listing}")
set(script "")
set(count 0)
foreach(match IN LISTS suites)
  string(REGEX REPLACE "^\n(.*)\\.$" "\\1" suite "${match}")
  string(APPEND script
    "add_test([=[${PREFIX}${suite}]=] \"${TEST_EXECUTABLE}\" [=[--gtest_filter=${suite}.*]=])\n"
    "set_tests_properties([=[${PREFIX}${suite}]=] PROPERTIES WORKING_DIRECTORY \"${WORKING_DIR}\")\n")
  math(EXPR count "${count} + 1")
endforeach()
if(count EQUAL 0)
  file(REMOVE "${OUT}")
  message(FATAL_ERROR "${TEST_EXECUTABLE} lists no test suites")
endif()
file(WRITE "${OUT}" "${script}")
