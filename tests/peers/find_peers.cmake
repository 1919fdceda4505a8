# SPDX-License-Identifier: MIT
# The peer libraries that binpoly is checked (tests/peers/) and measured
# (bench/core/) against, found once per configure.  Each peer found gets an
# INTERFACE target to link: bp_peer_gf2x (defines BP_HAVE_GF2X) and
# bp_peer_ntl (defines BP_HAVE_NTL and compiles the C wrapper peer_ntl.cpp
# into its consumer), with bp_ntl_library beside it (NTL alone).  CI installs both (libgf2x-dev, libntl-dev).
include_guard(GLOBAL)

find_path(GF2X_INCLUDE_DIR gf2x.h)
find_library(GF2X_LIBRARY gf2x)
if(GF2X_INCLUDE_DIR AND GF2X_LIBRARY)
  message(STATUS "peers: gf2x found (${GF2X_LIBRARY})")
  add_library(bp_peer_gf2x INTERFACE)
  target_include_directories(bp_peer_gf2x INTERFACE ${GF2X_INCLUDE_DIR})
  target_link_libraries(bp_peer_gf2x INTERFACE ${GF2X_LIBRARY})
  target_compile_definitions(bp_peer_gf2x INTERFACE BP_HAVE_GF2X)
else()
  message(STATUS "peers: gf2x not found (apt-get install libgf2x-dev)")
endif()

find_path(NTL_INCLUDE_DIR NTL/GF2X.h)
find_library(NTL_LIBRARY ntl)
find_library(GMP_LIBRARY gmp)
find_package(Threads)
if(NTL_INCLUDE_DIR AND NTL_LIBRARY AND GMP_LIBRARY AND Threads_FOUND
   AND BP_HAVE_CXX)
  message(STATUS "peers: NTL found (${NTL_LIBRARY})")
  add_library(bp_peer_ntl INTERFACE)
  target_sources(bp_peer_ntl INTERFACE ${CMAKE_CURRENT_LIST_DIR}/peer_ntl.cpp)
  target_include_directories(bp_peer_ntl INTERFACE ${NTL_INCLUDE_DIR}
    ${CMAKE_CURRENT_LIST_DIR})
  target_link_libraries(bp_peer_ntl INTERFACE ${NTL_LIBRARY} ${GMP_LIBRARY}
    Threads::Threads)
  target_compile_definitions(bp_peer_ntl INTERFACE BP_HAVE_NTL)
  # NTL alone (headers and libraries, no wrapper), for the benchmarks
  # whose own C++ faces call it (bench/ring, bench/field).
  add_library(bp_ntl_library INTERFACE)
  target_include_directories(bp_ntl_library INTERFACE ${NTL_INCLUDE_DIR})
  target_link_libraries(bp_ntl_library INTERFACE ${NTL_LIBRARY}
    ${GMP_LIBRARY} Threads::Threads)
else()
  message(STATUS "peers: NTL not used (needs libntl-dev and a C++ compiler)")
endif()

# bp_add_ntl_face(<target> <source>): a benchmark's own C++ face of NTL
# (source) compiled into target with BENCH_HAVE_NTL, when NTL is used.
function(bp_add_ntl_face target source)
  if(TARGET bp_ntl_library)
    target_sources(${target} PRIVATE ${source})
    target_compile_definitions(${target} PRIVATE BENCH_HAVE_NTL)
    target_link_libraries(${target} PRIVATE bp_ntl_library)
  endif()
endfunction()
