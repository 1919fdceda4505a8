# SPDX-License-Identifier: MIT
# ctest layers.enforced: the layer rule of cmake/bp_layers.cmake holds at
# compile time.  For each case, a probe that includes one header is
# compiled (-fsyntax-only) with the include path the build gives an area's
# objects: an allowed include must compile, an upward or sideways one must
# fail with "No such file".  Run by CMake in script mode with
#   -DCC=<compiler> -DPROBE_DIR=<scratch folder>
#   -DCASES="<area>|<header>|<ok or fail>,..."  and, per area id (area with
#   / as _), -DPATH_<id>="<dir>,<dir>,..." (commas: ctest arguments keep
#   no semicolons).
file(MAKE_DIRECTORY ${PROBE_DIR})
string(REPLACE "," ";" CASES "${CASES}")
set(failures 0)
foreach(case ${CASES})
  string(REPLACE "|" ";" parts ${case})
  list(GET parts 0 area)
  list(GET parts 1 header)
  list(GET parts 2 want)
  string(REPLACE "/" "_" id ${area})
  set(flags "")
  string(REPLACE "," ";" dirs "${PATH_${id}}")
  foreach(d ${dirs})
    list(APPEND flags -I${d})
  endforeach()
  set(probe ${PROBE_DIR}/probe_${id}.c)
  file(WRITE ${probe} "#include \"${header}\"\n")
  execute_process(COMMAND ${CC} -fsyntax-only -DBP_BACKEND_NAME=portable
                    -DBP_BACKEND_ID=BP_BACKEND_ID_portable ${flags} ${probe}
                  RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_QUIET)
  if(want STREQUAL "ok" AND NOT rc EQUAL 0)
    message("FAIL: ${area} may include ${header}, but it does not compile:\n${err}")
    math(EXPR failures "${failures} + 1")
  elseif(want STREQUAL "fail" AND (rc EQUAL 0 OR NOT err MATCHES "No such file"))
    message("FAIL: ${area} must not reach ${header} (rc ${rc}):\n${err}")
    math(EXPR failures "${failures} + 1")
  else()
    message("ok: ${area} ${want} ${header}")
  endif()
endforeach()
if(failures GREATER 0)
  message(FATAL_ERROR "${failures} layer check(s) failed")
endif()
