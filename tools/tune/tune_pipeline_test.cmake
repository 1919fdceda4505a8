# SPDX-License-Identifier: MIT
# ctest tools.tune_pipeline: binpoly-tune --quick writes a table file per
# backend this CPU runs, and binpoly-compare-tables reads each back and
# times it against the compiled-in table (the tuning pipeline end to end;
# the figures themselves are not checked: timing is never a test).
# Variables: TUNE, COMPARE (the two programs), DIR (a scratch directory).
file(REMOVE_RECURSE ${DIR})
file(MAKE_DIRECTORY ${DIR})
execute_process(COMMAND ${TUNE} --quick --max 40 --write ${DIR}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "binpoly-tune failed (${rc}): ${err}")
endif()
file(GLOB tables ${DIR}/*.c)
if(NOT tables)
  message(FATAL_ERROR "binpoly-tune wrote no table into ${DIR}")
endif()
foreach(table ${tables})
  get_filename_component(backend ${table} NAME_WE)
  execute_process(COMMAND ${COMPARE} ${backend} ${table} 8 33
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "geometric mean")
    message(FATAL_ERROR
            "binpoly-compare-tables ${backend} failed (${rc}): ${out}${err}")
  endif()
endforeach()
