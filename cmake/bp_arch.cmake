# SPDX-License-Identifier: MIT
# The target architecture, named once for the whole build (the library,
# its tests, benchmarks and tools compare against BP_ARCH, never against
# CMAKE_SYSTEM_PROCESSOR):
#   BP_ARCH        x86_64, aarch64, or CMake's processor name in lower case
#                  (i686, s390x, ...: the portable backend alone);
#   BP_CPU_DETECT  the CPU identification file of that architecture,
#                  src/cpu/cpu_features_<BP_CPU_DETECT>.c: x86 (also for
#                  32-bit x86, whose CPUID is the same), aarch64, or
#                  generic (detects nothing) where the architecture has
#                  none yet.
string(TOLOWER "${CMAKE_SYSTEM_PROCESSOR}" bp_processor)
if(bp_processor MATCHES "^(x86_64|amd64|x64)$")
  set(BP_ARCH x86_64)
  set(BP_CPU_DETECT x86)
elseif(bp_processor MATCHES "^i[3-6]86$|^x86$")
  set(BP_ARCH i386)
  set(BP_CPU_DETECT x86)
elseif(bp_processor MATCHES "^(aarch64|arm64)$")
  set(BP_ARCH aarch64)
  set(BP_CPU_DETECT aarch64)
else()
  set(BP_ARCH ${bp_processor})
  set(BP_CPU_DETECT generic)
endif()
if(NOT EXISTS ${PROJECT_SOURCE_DIR}/src/cpu/cpu_features_${BP_CPU_DETECT}.c)
  set(BP_CPU_DETECT generic)
endif()
