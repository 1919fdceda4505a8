# SPDX-License-Identifier: MIT
"""The behaviour Ring and GF2m elements share: coercion of the other
operand, + - * /, equality, hashing, pickling, conversions.  A subclass
names its parent attribute (``field`` or ``ring``) in its __slots__ and
sets _PARENT to that name, and _ADD / _MUL to the C functions of its
layer.

Equality: an element equals only an element of the same ring or field
(an equal parent) with the same value.  It never equals an int or a
Poly, not even the one it was made from: R(3) == 3 and F(3) == Poly(3)
are False, so == stays transitive (F(3) and R(3) are different things
that both came from 3) and equal objects hash alike (hash((parent,
int(x)))).  Arithmetic still coerces ints and Polys into the parent
(R(3) + 1 is R(2)); compare with R(3) == R(x), or x.lift() == 3 for the
value as a polynomial."""
import numpy as np

from ._words import norm, ptr, to_int
from .poly import Poly


class _Element:
    __slots__ = ()
    _PARENT = None      # "field" or "ring"
    _ADD = _MUL = None  # lib functions: c = a + b, c = a * b

    @property
    def _parent(self):
        return getattr(self, self._PARENT)

    def _other(self, x):
        """x as an element of the same parent, or None (NotImplemented)."""
        if isinstance(x, _Element):
            if type(x) is not type(self) or x._parent != self._parent:
                raise ValueError("elements of %r and %r do not mix"
                                 % (self._parent, x._parent))
            return x
        if isinstance(x, (int, Poly)) and not isinstance(x, bool):
            return self._parent(x)
        return None

    def _binary(self, other, name, fn):
        o = self._other(other)
        if o is None:
            return NotImplemented
        return self._parent._op(name, fn, ptr(self._w), ptr(o._w))

    def __add__(self, other):
        return self._binary(other, "add", type(self)._ADD)

    __radd__ = __sub__ = __rsub__ = __add__

    def __neg__(self):
        return self

    def __mul__(self, other):
        return self._binary(other, "mul", type(self)._MUL)

    __rmul__ = __mul__

    def __truediv__(self, other):
        o = self._other(other)
        if o is None:
            return NotImplemented
        return self * o.inverse()

    def lift(self):
        """The element as a Poly of degree below the parent's size."""
        return Poly._make(norm(self._w.copy()))

    def __int__(self):
        return to_int(self._w)

    def __eq__(self, other):
        if isinstance(other, _Element):
            return (type(other) is type(self) and
                    other._parent == self._parent and
                    np.array_equal(self._w, other._w))
        return NotImplemented

    def __hash__(self):
        return hash((self._parent, int(self)))

    def __reduce__(self):
        # Rebuilt by calling the (picklable) parent on the value.
        return (self._parent, (self.lift(),))

    def __bool__(self):
        return bool(self._w.any())

    def __repr__(self):
        return "%r(%s)" % (self._parent, self.lift())

    def __str__(self):
        return str(self.lift())
