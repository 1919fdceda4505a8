# SPDX-License-Identifier: MIT
# ctest layers.enforced: the layer rule of cmake/bp_layers.cmake holds at
# compile time.  For each case, a probe that includes one header is
# compiled (-fsyntax-only) with the include path the build gives an area's
# objects: an allowed include must compile, an upward or sideways one must
# fail with "No such file".  Run by CMake in script mode with
#   -DCC=<compiler> -DPROBE_DIR=<scratch folder>
#   -DCASES="<area>|<header>|<ok or fail>,..."  and, per area id (area with
#   / as _), -DPATH_<id>="<dir>,<dir>,..." (commas: ctest arguments keep
#   no semicolons), -DSRC_DIR=<src/ of the tree> for the floor check
#   below, and for the inline hooks' check -DBACKENDS=<be>,... with, per
#   backend, -DKERNEL_DIRS_<be>, -DFLAGS_<be>, -DDEFINES_<be> (its kernel
#   folders, compiler flags and build definitions, comma-separated).
cmake_policy(SET CMP0057 NEW) # if(IN_LIST)
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

# The floor (docs/ARCHITECTURE.md): kernels (src/kernels/) include only
# kernels/, common/ and cpu/ headers, and a layer includes from a backend's
# or a shared kernel folder only inline hooks (<name>_kernel.h, hooks.h),
# never a kernel body; no file reaches another folder by a relative path
# ("../").  Headers are matched by file name.
file(GLOB_RECURSE all_files RELATIVE ${SRC_DIR} ${SRC_DIR}/*.h ${SRC_DIR}/*.c)
set(layer_headers "")
set(kernel_headers "")
foreach(f ${all_files})
  get_filename_component(name ${f} NAME)
  if(f MATCHES "^kernels/[^/]+/.*\\.h$")
    list(APPEND kernel_headers ${name})
  elseif(f MATCHES "\\.h$" AND NOT f MATCHES "^(common|cpu|kernels)/")
    list(APPEND layer_headers ${name})
  endif()
endforeach()
foreach(f ${all_files})
  file(STRINGS ${SRC_DIR}/${f} includes REGEX "^#include \"")
  foreach(line ${includes})
    string(REGEX REPLACE "^#include \"([^\"]*)\".*" "\\1" inc "${line}")
    get_filename_component(name ${inc} NAME)
    if(inc MATCHES "\\.\\./")
      message("FAIL: ${f} includes ${inc} by a relative path")
      math(EXPR failures "${failures} + 1")
    elseif(f MATCHES "^kernels/" AND name IN_LIST layer_headers)
      message("FAIL: the kernel ${f} includes the layer header ${name}")
      math(EXPR failures "${failures} + 1")
    elseif(NOT f MATCHES "^kernels/" AND name IN_LIST kernel_headers
           AND NOT name MATCHES "_kernel\\.h$")
      message("FAIL: the layer file ${f} includes the kernel body ${name}")
      math(EXPR failures "${failures} + 1")
    endif()
  endforeach()
endforeach()

# Every inline hook (<name>_kernel.h on a backend's kernel folders, the
# one its include path finds first) compiles on its own after hooks.h,
# with the include path of the kernels' objects and its backend's flags
# and definitions: it depends on nothing its includer defines, and
# includes no layer's header.
string(REPLACE "," ";" backends "${BACKENDS}")
string(REPLACE "," ";" kernel_path "${PATH_kernels}")
foreach(be ${backends})
  string(REPLACE "," ";" dirs "${KERNEL_DIRS_${be}}")
  string(REPLACE "," ";" flags "${FLAGS_${be}}")
  string(REPLACE "," ";" defines "${DEFINES_${be}}")
  list(APPEND flags -DBP_BACKEND_NAME=${be} -DBP_BACKEND_ID=BP_BACKEND_ID_${be}
       -Werror=implicit-function-declaration)
  foreach(d ${defines})
    list(APPEND flags -D${d})
  endforeach()
  foreach(d ${dirs} ${kernel_path})
    list(APPEND flags -I${d})
  endforeach()
  set(hooks "")
  foreach(d ${dirs})
    file(GLOB names RELATIVE ${d} ${d}/*_kernel.h)
    list(APPEND hooks ${names})
  endforeach()
  list(REMOVE_DUPLICATES hooks)
  foreach(h ${hooks})
    set(probe ${PROBE_DIR}/hook_${be}_${h}.c)
    file(WRITE ${probe} "#include \"hooks.h\"\n#include \"${h}\"\n")
    execute_process(COMMAND ${CC} -fsyntax-only ${flags} ${probe}
                    RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_QUIET)
    if(NOT rc EQUAL 0)
      message("FAIL: the inline hook ${h} of ${be} does not compile on its "
              "own:\n${err}")
      math(EXPR failures "${failures} + 1")
    else()
      message("ok: ${be} ${h} compiles on its own")
    endif()
  endforeach()
endforeach()

if(failures GREATER 0)
  message(FATAL_ERROR "${failures} layer check(s) failed")
endif()
