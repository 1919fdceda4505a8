# SPDX-License-Identifier: MIT
# Cross build for 32-bit x86 (i686: 32-bit size_t and pointers, 4-byte
# aligned uint64_t) with Debian's cross gcc (gcc-i686-linux-gnu,
# libc6-dev-i386-cross; not gcc-multilib, which conflicts with the cross
# compilers); ctest runs the tests under qemu-i386, the same way as the
# other targets (a 64-bit kernel would also run them directly).  Only the
# portable backend is built there.  TESTING.md, "Other targets":
#   cmake -S . -B build-i686 \
#     -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/i686-linux-gnu.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR i686)
set(BP_CROSS_TRIPLET i686-linux-gnu)
set(BP_CROSS_QEMU qemu-i386)
# SSE2 (every x86 CPU since the Pentium 4): without it gcc lowers the
# Reed-Solomon decoder's 64-byte vectors (src/codes/gf256_vec.h) to
# 32-bit scalar code, and compiling that one file takes minutes.
# -Wno-psabi: gcc's note that such vectors would be passed differently
# without AVX-512, about static inline functions that are never called
# across objects.
set(CMAKE_C_FLAGS_INIT "-msse2 -Wno-psabi")
include(${CMAKE_CURRENT_LIST_DIR}/debian-cross.cmake)
