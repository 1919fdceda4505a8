# SPDX-License-Identifier: MIT
# What every Debian cross toolchain file here shares, for the target
# BP_CROSS_TRIPLET (and its qemu-user program BP_CROSS_QEMU, default
# qemu-<CMAKE_SYSTEM_PROCESSOR>): the cross gcc, the target's libraries
# and headers searched only in its sysroot /usr/<triplet> (so that no host
# library, gf2x or NTL, is linked by mistake: those tests are then skipped),
# and ctest running the target's programs under qemu with that sysroot.
if(NOT BP_CROSS_QEMU)
  set(BP_CROSS_QEMU qemu-${CMAKE_SYSTEM_PROCESSOR})
endif()
set(CMAKE_C_COMPILER ${BP_CROSS_TRIPLET}-gcc)
# No cross C++ compiler is installed: the C++ peer wrappers are skipped
# (CMakeLists.txt enables C++ only when this path exists).
set(CMAKE_CXX_COMPILER ${BP_CROSS_TRIPLET}-g++)
set(CMAKE_FIND_ROOT_PATH /usr/${BP_CROSS_TRIPLET})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# LD_LIBRARY_PATH: the target's libc from its sysroot.  Without it the
# guest's loader, finding no ld.so.cache under the sysroot, reads the
# host's, which on a host with libc6-i386 points i686 programs at /lib32's
# libc, another build than the sysroot's loader: pthread_create then
# loops forever in its stack cache (every threaded test hung).
set(CMAKE_CROSSCOMPILING_EMULATOR ${BP_CROSS_QEMU} -L /usr/${BP_CROSS_TRIPLET}
    -E LD_LIBRARY_PATH=/usr/${BP_CROSS_TRIPLET}/lib)
