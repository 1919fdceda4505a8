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
# ones it names, BP_SHARED_KERNELS_<backend>).
#
# kernels implement the hooks the layers above them declare (mlkem-native's
# native-backend split): a kernel may include the hook header of the layer
# it serves (the product layer's fft/fft_kernel.h, ring_kernels_impl.h,
# bike_upc_vector.h, kem_sample_kernels.h, keccak_f1600.h, ...); the
# layers reach kernels only through those hooks and the backend table.
#
# From the bottom: common (utilities), cpu (CPU identification), kernels,
# mul (the product layer: constructions, planner, the backend descriptor
# bp_backend.h and the per-backend compile helper bp_target.h), then the
# layers on products, the KEMs, and at the top dispatch (the backend
# choice, BINPOLY_BACKEND) and api (the public F2[X] entry points).
set(BP_LAYER_AREAS common cpu kernels mul poly ring field hash codes
    kem/common kem/hqc kem/bike dispatch api)
set(BP_LAYER_DEPS_common "")
set(BP_LAYER_DEPS_cpu common)
set(BP_LAYER_DEPS_kernels common cpu mul ring hash kem/common kem/bike)
set(BP_LAYER_DEPS_mul common cpu)
set(BP_LAYER_DEPS_poly common cpu mul)
set(BP_LAYER_DEPS_ring common cpu mul)
set(BP_LAYER_DEPS_field common cpu mul)
set(BP_LAYER_DEPS_hash common cpu mul)
set(BP_LAYER_DEPS_codes common cpu mul)
set(BP_LAYER_DEPS_kem/common common cpu mul ring hash)
set(BP_LAYER_DEPS_kem/hqc common cpu mul ring hash codes kem/common)
set(BP_LAYER_DEPS_kem/bike common cpu mul ring hash kem/common)
set(BP_LAYER_DEPS_dispatch common cpu mul)
set(BP_LAYER_DEPS_api common cpu mul)

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
# headers (kernels: none — each backend's kernel folders come with its
# per-backend sources).
function(bp_area_dirs area out)
  set(dirs "")
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
