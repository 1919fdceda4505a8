# SPDX-License-Identifier: MIT
# Cross build for s390x (64-bit, big-endian) with Debian's cross gcc
# (gcc-s390x-linux-gnu, libc6-dev-s390x-cross); ctest runs the tests under
# qemu-user (qemu-s390x, package qemu-user).  Only the portable backend is
# built there.  TESTING.md, "Other targets"; .ci/run runs it:
#   cmake -S . -B build-s390x \
#     -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/s390x-linux-gnu.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR s390x)
set(BP_CROSS_TRIPLET s390x-linux-gnu)
include(${CMAKE_CURRENT_LIST_DIR}/debian-cross.cmake)
