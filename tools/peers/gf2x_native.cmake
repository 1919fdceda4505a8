# SPDX-License-Identifier: MIT
# bp_link_gf2x_native(<target>): links gf2x built for this CPU
# (tools/peers/build_gf2x_native.sh, `make gf2x-native`: symbols renamed
# bpnative_*, its types from Debian's gf2x.h of the same version) into a
# benchmark and defines BP_HAVE_GF2X_NATIVE, when that build is in this
# build tree and Debian's gf2x was found; else says how to get it.
include(${PROJECT_SOURCE_DIR}/tests/peers/find_peers.cmake)
set(BP_GF2X_NATIVE ${PROJECT_BINARY_DIR}/gf2x-native/prefix)
function(bp_link_gf2x_native target)
  if(EXISTS ${BP_GF2X_NATIVE}/lib/libgf2x_native.a AND TARGET bp_peer_gf2x)
    message(STATUS "${target}: gf2x built for this CPU (${BP_GF2X_NATIVE})")
    target_link_libraries(${target} PRIVATE bp_peer_gf2x
      ${BP_GF2X_NATIVE}/lib/libgf2x_native.a)
    target_compile_definitions(${target} PRIVATE
      BP_HAVE_GF2X_NATIVE BP_GF2X_NATIVE_DIR="${BP_GF2X_NATIVE}")
  else()
    message(STATUS "${target}: no gf2x built for this CPU "
      "(make gf2x-native, or tools/peers/build_gf2x_native.sh ${PROJECT_BINARY_DIR})")
  endif()
endfunction()
