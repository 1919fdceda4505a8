# SPDX-License-Identifier: MIT
# The backends of this build, from the registry BP_BACKEND_REGISTRY
# (CMakeLists.txt: one line per backend, worst to best, portable first)
# and each backend's own description, src/kernels/<name>/backend.cmake,
# which sets:
#   BP_BACKEND_ARCHS      the BP_ARCH values (cmake/bp_arch.cmake) it builds
#                         for, or "any";
#   BP_BACKEND_FLAGS      its compiler flags (every per-backend source of
#                         every layer is compiled with them);
#   BP_BACKEND_SHARED     the kernel folders of its architecture it shares
#                         with others, src/kernels/<folder>/ (headers only,
#                         x86_avx2 for the x86 ones), on its include path
#                         after its own; src/kernels/shared/ (instruction-
#                         set-free templates) comes last on every backend's;
#   BP_BACKEND_CPU_NEEDS  the features a CPU must have to run it, as names
#                         of the BP_CPU_* bits of src/cpu/cpu_features.h
#                         (PCLMUL for BP_CPU_PCLMUL, ...);
#   BP_BACKEND_VALGRIND   ON if valgrind executes its instructions (the
#                         constant-time tests under memcheck run on it);
#   BP_BACKEND_SMALL_LEAF optional, "<backend>": an earlier backend of the
#                         same architecture (which every CPU running this
#                         one runs) whose leaf, BP_FN(mul_leaf), this one
#                         may call for small products, where one isolated
#                         product is faster on it: BP_SMALL_LEAF
#                         (src/kernels/hooks.h), never that leaf's name;
#   BP_BACKEND_FIELD_LEAF optional, "<words>" (with BP_BACKEND_SMALL_LEAF):
#                         field products of up to so many words take the
#                         small-product leaf (src/field/field_arith.c says
#                         why).
# Every backend also compiles src/kernels/generic/*.c, the plain C
# versions of the optional hooks (each under #ifndef BP_HOOK_<NAME>,
# src/kernels/hooks.h).
# Out of this come, for the rest of the build:
#   BP_BACKENDS                the backends built here, registry order;
#   BP_FLAGS_<be>, BP_KERNEL_DIRS_<be>, BP_CPU_NEEDS_<be>, and
#   BP_DEFINES_<be> (compile definitions of its per-backend sources);
#   BP_CTGRIND_BACKENDS        those valgrind runs;
#   bp_backend_list.h          the registry as C X-macros (generated).
# A backend whose architecture is not this build's is left out; with
# BINPOLY_PORTABLE_ONLY every backend but portable is.
set(BP_BACKENDS "")
set(BP_CTGRIND_BACKENDS "")
foreach(be ${BP_BACKEND_REGISTRY})
  set(desc ${PROJECT_SOURCE_DIR}/src/kernels/${be}/backend.cmake)
  if(NOT EXISTS ${desc} OR NOT EXISTS
     ${PROJECT_SOURCE_DIR}/src/kernels/${be}/kernel_config.h)
    message(FATAL_ERROR "backend ${be}: src/kernels/${be}/backend.cmake or "
      "kernel_config.h is missing (docs/ARCHITECTURE.md, Adding a backend)")
  endif()
  foreach(v ARCHS FLAGS SHARED CPU_NEEDS VALGRIND SMALL_LEAF FIELD_LEAF)
    unset(BP_BACKEND_${v})
  endforeach()
  include(${desc})
  if(NOT BP_BACKEND_ARCHS)
    message(FATAL_ERROR "${desc}: BP_BACKEND_ARCHS is not set")
  endif()
  if(NOT ("any" IN_LIST BP_BACKEND_ARCHS OR BP_ARCH IN_LIST BP_BACKEND_ARCHS))
    continue()
  endif()
  if(BINPOLY_PORTABLE_ONLY AND NOT be STREQUAL "portable")
    continue()
  endif()
  list(APPEND BP_BACKENDS ${be})
  set(BP_FLAGS_${be} ${BP_BACKEND_FLAGS})
  set(BP_KERNEL_DIRS_${be} ${PROJECT_SOURCE_DIR}/src/kernels/${be})
  foreach(shared ${BP_BACKEND_SHARED} shared)
    list(APPEND BP_KERNEL_DIRS_${be} ${PROJECT_SOURCE_DIR}/src/kernels/${shared})
  endforeach()
  set(needs "")
  foreach(f ${BP_BACKEND_CPU_NEEDS})
    list(APPEND needs "BP_CPU_${f}")
  endforeach()
  list(JOIN needs " | " needs)
  if(needs STREQUAL "")
    set(needs 0)
  endif()
  set(BP_CPU_NEEDS_${be} "(${needs})")
  if(BP_BACKEND_VALGRIND)
    list(APPEND BP_CTGRIND_BACKENDS ${be})
  endif()
  set(BP_DEFINES_${be} "")
  if(BP_BACKEND_SMALL_LEAF)
    if(NOT BP_BACKEND_SMALL_LEAF IN_LIST BP_BACKENDS)
      message(FATAL_ERROR "${desc}: BP_BACKEND_SMALL_LEAF names "
        "${BP_BACKEND_SMALL_LEAF}, which is not an earlier backend of this "
        "build")
    endif()
    list(APPEND BP_DEFINES_${be}
      BP_SMALL_LEAF=bp_${BP_BACKEND_SMALL_LEAF}_mul_leaf)
  endif()
  if(BP_BACKEND_FIELD_LEAF)
    if(NOT BP_BACKEND_SMALL_LEAF)
      message(FATAL_ERROR "${desc}: BP_BACKEND_FIELD_LEAF needs "
        "BP_BACKEND_SMALL_LEAF (the leaf it names)")
    endif()
    list(APPEND BP_DEFINES_${be} BP_FIELD_SMALL_LEAF_MAX=${BP_BACKEND_FIELD_LEAF})
  endif()
endforeach()
list(GET BP_BACKENDS 0 first)
if(NOT first STREQUAL "portable")
  message(FATAL_ERROR "BP_BACKEND_REGISTRY: portable must come first")
endif()
