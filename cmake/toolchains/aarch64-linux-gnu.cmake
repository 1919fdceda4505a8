# SPDX-License-Identifier: MIT
# Cross build for AArch64 Linux with Debian's cross toolchain, tests run
# under qemu-user:
#   apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user
#   dpkg --add-architecture arm64 && apt-get update
#   apt-get install libssl-dev:arm64        (the KEM tests' libcrypto)
#   cmake -S . -B build-aarch64 \
#     -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake
#   cmake --build build-aarch64 -j2 && ctest --test-dir build-aarch64
# ctest then starts every test program through CMAKE_CROSSCOMPILING_EMULATOR;
# QEMU_CPU in a test's environment picks the emulated core (qemu-aarch64
# -cpu help).  On an AArch64 host no toolchain file is needed.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(BP_CROSS_TRIPLE aarch64-linux-gnu)
set(CMAKE_C_COMPILER ${BP_CROSS_TRIPLE}-gcc)
# C++ (only the NTL peer's wrappers) with the cross g++: without it (not
# installed) the project finds no C++ compiler and leaves NTL out, rather
# than taking the host's c++.
set(CMAKE_CXX_COMPILER ${BP_CROSS_TRIPLE}-g++)
# Libraries: the cross sysroot, then Debian's multiarch arm64 packages
# (/usr/lib/aarch64-linux-gnu, headers in /usr/include), pkg-config's
# included.
set(CMAKE_FIND_ROOT_PATH /usr/${BP_CROSS_TRIPLE} /)
set(CMAKE_LIBRARY_PATH /usr/lib/${BP_CROSS_TRIPLE})
set(ENV{PKG_CONFIG_LIBDIR}
  /usr/lib/${BP_CROSS_TRIPLE}/pkgconfig:/usr/share/pkgconfig)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# The loader and libc from the cross sysroot; multiarch libraries (libcrypto)
# from /usr/lib/aarch64-linux-gnu.
set(CMAKE_CROSSCOMPILING_EMULATOR
  qemu-aarch64 -L /usr/${BP_CROSS_TRIPLE}
  -E LD_LIBRARY_PATH=/usr/lib/${BP_CROSS_TRIPLE})
