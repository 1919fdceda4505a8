# SPDX-License-Identifier: MIT
# ctest stack.frames: the library's stack frames as gcc's -fstack-usage
# reports them (the .su files beside the library's objects, CMakeLists.txt
# bp_add_area_objects).  Complements test_stack_usage, which measures whole
# call trees at run time: this checks every function of every backend,
# called by a test or not.
#  - No frame is unbounded ("dynamic" without "bounded": a variable-length
#    array or alloca sized by the caller).  gcc's "dynamic,bounded" frames
#    are the 64-byte realignment of frames that hold vectors.
#  - Every frame above LIMIT bytes is one of the documented large frames
#    below (file:function|why): the default paths that keep a work space on
#    the stack (binpoly.h "Stack", binpoly_set_work_area lends one
#    instead), so that a new large frame is a decision, not an accident.
# Run by CMake in script mode with -DOBJ_ROOT=<build>/CMakeFiles
# -DLIMIT=<bytes>; prints the largest frames.
set(allowed
  "bike_kem.c:keypair_on_stack|BIKE key generation's work space (lent area: binpoly_set_work_area)"
  "bike_kem.c:enc_on_stack|BIKE encapsulation's work space"
  "bike_kem.c:dec_on_stack|BIKE decapsulation's work space (decoder and ring)"
  "hqc_kem.c:keypair_on_stack|HQC key generation's work space"
  "hqc_kem.c:enc_on_stack|HQC encapsulation's work space"
  "hqc_kem.c:dec_on_stack|HQC decapsulation's work space"
  "hqc_kem.c:dec_in|HQC decapsulation's re-encryption (its elements)"
  "ring_mul.c:mul_on_stack|binpoly_ring_mul's product and scratch"
  "ring_mul.c:bp_ring_mul_unchecked|a ring product's scratch (internal callers without a work space)"
  "ring_inv.c:bp_ring_inv_unchecked|binpoly_ring_inv's work space"
  "ring_sparse.c:bp_ring_mul_sparse_unchecked|binpoly_ring_mul_sparse's work space"
  "ring_rotate_transpose.c:bp_*_ring_sparse_transpose|the sparse product's rotation by transposition (64 x 64-bit blocks)"
  "ring_rotate_barrel.c:bp_*_ring_sparse_barrel|the sparse product's barrel rotation"
  "ring_sqr.c:bp_ring_sqr_unchecked|the ring square's double-length product"
  "ring_sqr.c:bp_ring_sqr_k_unchecked|the ring square's double-length product"
  "mul_api.c:mul_large_stack|binpoly_mul's stack scratch up to BINPOLY_STACK_WORDS")

file(GLOB_RECURSE su_files ${OBJ_ROOT}/*.su)
list(LENGTH su_files n_files)
if(n_files EQUAL 0)
  message(FATAL_ERROR "no .su files under ${OBJ_ROOT}: was the library built with -fstack-usage?")
endif()
set(failures 0)
set(rows "")
foreach(f ${su_files})
  file(STRINGS ${f} lines)
  foreach(line ${lines})
    # path:line:column:function<TAB>bytes<TAB>qualifiers
    string(REGEX MATCH "^(.*):[0-9]+:[0-9]+:([^\t]+)\t([0-9]+)\t(.*)$" m "${line}")
    if(NOT m)
      continue()
    endif()
    get_filename_component(file ${CMAKE_MATCH_1} NAME)
    set(fn ${CMAKE_MATCH_2})
    set(bytes ${CMAKE_MATCH_3})
    set(kind ${CMAKE_MATCH_4})
    if(kind MATCHES "dynamic" AND NOT kind MATCHES "bounded")
      message(SEND_ERROR "${file}:${fn}: unbounded stack frame (${kind})")
      math(EXPR failures "${failures} + 1")
    endif()
    if(bytes GREATER LIMIT)
      set(ok 0)
      foreach(entry ${allowed})
        string(REPLACE "|" ";" parts "${entry}")
        list(GET parts 0 pattern)
        string(REPLACE "." "\\." pattern "${pattern}")
        string(REPLACE "*" "[a-z0-9_]*" pattern "${pattern}")
        if("${file}:${fn}" MATCHES "^${pattern}$")
          set(ok 1)
        endif()
      endforeach()
      if(NOT ok)
        message(SEND_ERROR "${file}:${fn}: ${bytes}-byte frame, above ${LIMIT} and not one of the documented large frames (tests/core/check_stack_frames.cmake)")
        math(EXPR failures "${failures} + 1")
      endif()
      # zero-padded for sorting
      string(LENGTH "${bytes}" len)
      math(EXPR pad "10 - ${len}")
      string(REPEAT "0" ${pad} zeros)
      list(APPEND rows "${zeros}${bytes} ${file}:${fn}")
    endif()
  endforeach()
endforeach()
list(SORT rows ORDER DESCENDING)
list(REMOVE_DUPLICATES rows)
message(STATUS "${n_files} .su files; frames above ${LIMIT} bytes:")
foreach(r ${rows})
  string(REGEX REPLACE "^0+" "" r "${r}")
  message(STATUS "  ${r}")
endforeach()
if(failures GREATER 0)
  message(FATAL_ERROR "${failures} stack frame problems")
endif()
message(STATUS "stack frames ok")
