# SPDX-License-Identifier: MIT
# The additive FFT product for large operands (issue 19): the Cantor basis,
# its twiddle tables and the size rules compiled once; the transforms, the
# basis conversion and the product compiled once per backend (their
# field products are the backends' fft_* kernels, src/kernels/<backend>/).
list(APPEND BP_COMMON_SOURCES
  src/mul/fft/fft_basis.c
  src/mul/fft/fft_size.c)
list(APPEND BP_PER_BACKEND_SOURCES
  src/mul/fft/fft_convert.c
  src/mul/fft/fft_mul.c
  src/mul/fft/fft_transform.c
  src/mul/fft/fft_truncated.c)
