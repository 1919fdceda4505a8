# SPDX-License-Identifier: MIT
# The layers of the library (docs/ARCHITECTURE.md) and which layers' headers
# each may include: every area is compiled as its own object libraries
# (one for its frontend sources, one per backend for its per-backend
# sources) whose include path holds only its own folders and those of the
# areas listed here, so an include that points upward, or sideways into an
# area not listed, fails to compile.
#
# An area is a folder of src/ (src/kem/<x> for the KEMs); a source belongs
# to the area of its path.  Sources compiled once per backend also see
# their backend's kernel folders (src/kernels/<backend>/ and the shared
# ones its backend.cmake names, BP_KERNEL_DIRS_<backend>).
#
# kernels are the ground floor with common and cpu: src/kernels/hooks.h
# (the hook interface, on every area's include path) declares what a
# backend supplies; a kernel includes only kernels/, common/ and cpu/
# headers, and a layer reaches a backend's folder only for its inline
# hooks (<name>_kernel.h), each of which compiles on its own.  ctest
# layers.enforced checks all three.
#
# From the bottom: common (utilities), cpu (CPU identification), kernels,
# mul (the product layer: constructions, planner, the backend tables
# bp_backend.h, the per-backend compile helper bp_target.h and the choice
# of the active backend), then the layers on products, the KEMs, and at
# the top dispatch (the public face of the backend choice) and api (the
# public F2[X] entry points).

# The KEM families, one line each (their order means nothing):
# src/kem/<family>/ is an area on top of kem/common, ring, hash and mul;
# its sources.cmake lists its sources and may add areas it also uses to
# BP_LAYER_DEPS_kem/<family> (HQC: codes).  Adding a family: its folder
# and its line here (docs/ARCHITECTURE.md).
set(BP_KEM_FAMILIES
  hqc
  bike
)
# Every area, from the bottom; the one list the library's objects, the
# sources.cmake files, the tests' and benchmarks' folders and the layer
# probes (tests/core) are derived from.
set(BP_LAYER_AREAS common cpu kernels mul poly ring field hash codes
    kem/common)
foreach(family ${BP_KEM_FAMILIES})
  list(APPEND BP_LAYER_AREAS kem/${family})
  set(BP_LAYER_DEPS_kem/${family} common cpu kernels mul ring hash kem/common)
endforeach()
list(APPEND BP_LAYER_AREAS dispatch api)
set(BP_LAYER_DEPS_common "")
set(BP_LAYER_DEPS_cpu common)
set(BP_LAYER_DEPS_kernels common cpu)
set(BP_LAYER_DEPS_mul common cpu kernels)
set(BP_LAYER_DEPS_poly common cpu kernels mul)
set(BP_LAYER_DEPS_ring common cpu kernels mul)
set(BP_LAYER_DEPS_field common cpu kernels mul)
set(BP_LAYER_DEPS_hash common cpu kernels mul)
set(BP_LAYER_DEPS_codes common cpu kernels mul)
set(BP_LAYER_DEPS_kem/common common cpu kernels mul ring hash)
set(BP_LAYER_DEPS_dispatch common cpu kernels mul)
set(BP_LAYER_DEPS_api common cpu kernels mul)

# add_subdirectory(<base>/<name>) for the folders of <base> (tests/,
# bench/) that follow the areas: those named in FIRST, then one per area
# (named after the area's last part: tests/hqc for kem/hqc), then those
# in LAST; only the folders that have a CMakeLists.txt.
function(bp_add_area_subdirs base)
  cmake_parse_arguments(A "" "" "FIRST;LAST" ${ARGN})
  set(names ${A_FIRST})
  foreach(area ${BP_LAYER_AREAS})
    get_filename_component(name ${area} NAME)
    list(APPEND names ${name})
  endforeach()
  list(APPEND names ${A_LAST})
  list(REMOVE_DUPLICATES names)
  foreach(name ${names})
    if(EXISTS ${base}/${name}/CMakeLists.txt)
      add_subdirectory(${base}/${name})
    endif()
  endforeach()
endfunction()

# The area of source path src (relative to the project) in out.
function(bp_area_of src out)
  string(REGEX MATCH "^src/(kem/[^/]+|[^/]+)/" m "${src}")
  if(NOT m)
    message(FATAL_ERROR "${src}: not under src/<area>/ (cmake/bp_layers.cmake)")
  endif()
  set(area "${CMAKE_MATCH_1}")
  if(NOT area IN_LIST BP_LAYER_AREAS)
    message(FATAL_ERROR "${src}: area ${area} is not in BP_LAYER_AREAS "
      "(cmake/bp_layers.cmake)")
  endif()
  set(${out} "${area}" PARENT_SCOPE)
endfunction()

# The include folders of area: src/<area> and its subfolders that hold
# headers (kernels: src/kernels/ alone, the hook interface — each
# backend's kernel folders come with its per-backend sources).
function(bp_area_dirs area out)
  set(dirs ${PROJECT_SOURCE_DIR}/src/kernels)
  if(NOT area STREQUAL "kernels")
    set(dirs ${PROJECT_SOURCE_DIR}/src/${area})
    file(GLOB_RECURSE headers CONFIGURE_DEPENDS
      ${PROJECT_SOURCE_DIR}/src/${area}/*.h)
    foreach(h ${headers})
      get_filename_component(d ${h} DIRECTORY)
      list(APPEND dirs ${d})
    endforeach()
    list(REMOVE_DUPLICATES dirs)
  endif()
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

# The include path of area: include/, the generated headers, its own
# folders and those of the areas it may include.
function(bp_area_include_path area out)
  set(path ${BP_GENERATED_DIR} ${PROJECT_SOURCE_DIR}/include)
  foreach(a ${area} ${BP_LAYER_DEPS_${area}})
    bp_area_dirs(${a} dirs)
    list(APPEND path ${dirs})
  endforeach()
  set(${out} "${path}" PARENT_SCOPE)
endfunction()
