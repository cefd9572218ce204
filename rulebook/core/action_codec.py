"""Stable integer codes for actions: what OpenSpiel, policy networks and replay files need.

A game declares its **action space** as data: for each action kind, the domain of each argument.

    SPACE = ActionSpace({
        "roll": (),
        "hold": (),
        "die": (IntRange(1, 6),),
        "group": (SubsetOf(TupleOf(IntRange(0, 4), Choice("R", "W", "Y"), IntRange(1, 6)), 1, 3),),
    })
    SPACE.size                 # every action of the space has one code in [0, size)
    SPACE.encode(action)       # -> int; ActionOutsideSpace (a ValueError) for anything else
    SPACE.decode(code)         # -> Action, the exact inverse

Codes are computed, never looked up in hashed tables, so they are the same in every process whatever
PYTHONHASHSEED is. They follow one total order: kinds in declaration order, then the arguments lexicographically
by each domain's own order (an `IntRange` ascending, a `Choice` as listed, a `TupleOf` first element first,
collections shorter first and then lexicographically). Subsets and multisets are ranked with the combinatorial
number system, so 1-3 dice out of 90 take 121,575 codes instead of the 90³ = 729,000 of a product.

**Declared space or legal index.** A declared space gives an action the same code in every position: "build a
road on path 17" is always code 1,234, which learning algorithms rely on (a policy network's output unit means
the same move everywhere). `LegalIndexCodec(max_branching)` is the fallback for a game that has not declared its
space: the code is the action's index in `state.legal_actions()` (or in `chance_outcomes()` at a chance node), so
it needs the state to encode and decode, and code 3 means different moves in different positions. Tree search
(OpenSpiel's MCTS, ours) and anything that only walks the game tree work the same with either.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from itertools import pairwise
from typing import Any, Protocol

from .actions import CHANCE, Action


class ActionOutsideSpace(ValueError):
    """An action (or a code) that the declared space does not contain; says which part is wrong."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_code(code: Any, size: int, what: str) -> int:
    if not _is_int(code) or not 0 <= code < size:
        raise ActionOutsideSpace(f"{what}: expected a whole number from 0 to {size - 1}, got {code!r}")
    return code


class Domain:
    """A finite, ordered set of argument values with a rank (`index`) and its inverse (`value`)."""

    size: int

    def index(self, value: Any) -> int:
        """The rank of `value` in this domain's order; `ActionOutsideSpace` if it is not a member."""
        raise NotImplementedError

    def value(self, index: int) -> Any:
        """The member of rank `index` (0 <= index < size)."""
        raise NotImplementedError

    def __contains__(self, value: Any) -> bool:
        try:
            self.index(value)
        except ActionOutsideSpace:
            return False
        return True

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[Any]:
        return (self.value(i) for i in range(self.size))


class IntRange(Domain):
    """The whole numbers low..high, both included, in increasing order."""

    def __init__(self, low: int, high: int):
        if not (_is_int(low) and _is_int(high) and low <= high):
            raise ValueError(f"IntRange: expected whole numbers low <= high, got {low!r}, {high!r}")
        self.low, self.high = low, high
        self.size = high - low + 1

    def index(self, value: Any) -> int:
        """The rank of `value` in this domain's order (see `Domain.index`)."""
        if not _is_int(value) or not self.low <= value <= self.high:
            raise ActionOutsideSpace(f"{value!r} is not a whole number from {self.low} to {self.high}")
        return value - self.low

    def value(self, index: int) -> int:
        """The member of rank `index` (see `Domain.value`)."""
        return self.low + index

    def __repr__(self) -> str:
        return f"IntRange({self.low}, {self.high})"


class Choice(Domain):
    """A listed set of plain values (strings, numbers, tuples), in the order given: `Choice("R", "W", "Y")`."""

    def __init__(self, *values: Any):
        if not values:
            raise ValueError("Choice: expected at least one value")
        self.values = tuple(values)
        self._rank = {}
        for i, v in enumerate(self.values):
            key = _key(v)
            if key in self._rank:
                raise ValueError(f"Choice: {v!r} is listed twice")
            self._rank[key] = i
        self.size = len(self.values)

    def index(self, value: Any) -> int:
        """The rank of `value` in this domain's order (see `Domain.index`)."""
        try:
            return self._rank[_key(value)]
        except (KeyError, TypeError):
            shown = ", ".join(repr(v) for v in self.values[:12]) + (", ..." if self.size > 12 else "")
            raise ActionOutsideSpace(f"{value!r} is not one of {shown}") from None

    def value(self, index: int) -> Any:
        """The member of rank `index` (see `Domain.value`)."""
        return self.values[index]

    def __repr__(self) -> str:
        return f"Choice{self.values!r}"


def _key(value: Any) -> Any:
    """A dictionary key that tells 1, 1.0 and True apart (they are equal and hash alike in Python)."""
    if isinstance(value, tuple):
        return (tuple, tuple(_key(v) for v in value))
    return (type(value), value)


class TupleOf(Domain):
    """Fixed-length tuples, one element from each sub-domain; ranked first element first (mixed radix)."""

    def __init__(self, *domains: Domain):
        _check_domains("TupleOf", domains)
        self.domains = domains
        self.size = math.prod(d.size for d in domains)
        strides, stride = [], 1
        for d in reversed(domains):
            strides.append(stride)
            stride *= d.size
        self._strides = tuple(reversed(strides))

    def index(self, value: Any) -> int:
        """The rank of `value` in this domain's order (see `Domain.index`)."""
        if not isinstance(value, tuple) or len(value) != len(self.domains):
            raise ActionOutsideSpace(f"{value!r} is not a tuple of {len(self.domains)} element(s)")
        code = 0
        for position, (d, stride, v) in enumerate(zip(self.domains, self._strides, value)):
            try:
                code += d.index(v) * stride
            except ActionOutsideSpace as error:
                raise ActionOutsideSpace(f"element {position} of {value!r}: {error}") from None
        return code

    def value(self, index: int) -> tuple:
        """The member of rank `index` (see `Domain.value`)."""
        out = []
        for d, stride in zip(self.domains, self._strides):
            i, index = divmod(index, stride)
            out.append(d.value(i))
        return tuple(out)

    def __repr__(self) -> str:
        return f"TupleOf{self.domains!r}"


def _check_domains(where: str, domains: Sequence[Any]) -> None:
    bad = [d for d in domains if not isinstance(d, Domain)]
    if bad:
        raise ValueError(f"{where}: expected domains (IntRange, Choice, TupleOf, ...), got {bad[0]!r}")


class _Collection(Domain):
    """Tuples of min_len..max_len elements of one domain; shorter first, then lexicographic."""

    KIND = ""

    def __init__(self, domain: Domain, min_len: int, max_len: int):
        _check_domains(type(self).__name__, (domain,))
        if not (_is_int(min_len) and _is_int(max_len) and 0 <= min_len <= max_len):
            raise ValueError(f"{type(self).__name__}: expected whole numbers 0 <= min_len <= max_len, "
                             f"got {min_len!r}, {max_len!r}")
        self.domain, self.min_len, self.max_len = domain, min_len, max_len
        self._counts = tuple(self._count(k) for k in range(min_len, max_len + 1))
        self.size = sum(self._counts)

    def _count(self, k: int) -> int:
        raise NotImplementedError

    def _rank(self, indices: list[int]) -> int:
        raise NotImplementedError

    def _unrank(self, rank: int, k: int) -> list[int]:
        raise NotImplementedError

    def _order_problem(self, indices: list[int]) -> str:
        return ""

    def index(self, value: Any) -> int:
        if not isinstance(value, tuple) or not self.min_len <= len(value) <= self.max_len:
            raise ActionOutsideSpace(f"{value!r} is not a tuple of {self.min_len} to {self.max_len} elements")
        indices = []
        for position, v in enumerate(value):
            try:
                indices.append(self.domain.index(v))
            except ActionOutsideSpace as error:
                raise ActionOutsideSpace(f"element {position} of {value!r}: {error}") from None
        problem = self._order_problem(indices)
        if problem:
            raise ActionOutsideSpace(f"{value!r}: {problem}")
        k = len(value)
        return sum(self._counts[: k - self.min_len]) + self._rank(indices)

    def value(self, index: int) -> tuple:
        for k, count in zip(range(self.min_len, self.max_len + 1), self._counts):
            if index < count:
                return tuple(self.domain.value(i) for i in self._unrank(index, k))
            index -= count
        raise ActionOutsideSpace(f"rank beyond {self.size}")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.domain!r}, {self.min_len}, {self.max_len})"


class SequenceOf(_Collection):
    """Ordered tuples with repetition (every element from `domain`), of min_len..max_len elements."""

    def _count(self, k: int) -> int:
        return self.domain.size ** k

    def _rank(self, indices: list[int]) -> int:
        code = 0
        for i in indices:
            code = code * self.domain.size + i
        return code

    def _unrank(self, rank: int, k: int) -> list[int]:
        out = []
        for _ in range(k):
            rank, i = divmod(rank, self.domain.size)
            out.append(i)
        return out[::-1]


class SubsetOf(_Collection):
    """Sets of min_len..max_len distinct elements of `domain`, written in the domain's order (a combination).

    Ranked by the combinatorial number system: sum over lengths of C(n, k) codes, not n ** k.
    """

    def _count(self, k: int) -> int:
        return math.comb(self.domain.size, k)

    def _order_problem(self, indices: list[int]) -> str:
        if any(a >= b for a, b in pairwise(indices)):
            return "a set lists distinct elements in the domain's order (each after the one before)"
        return ""

    def _rank(self, indices: list[int]) -> int:
        return _lex_rank(indices, self.domain.size)

    def _unrank(self, rank: int, k: int) -> list[int]:
        return _lex_unrank(rank, self.domain.size, k)


class MultisetOf(_Collection):
    """Multisets of min_len..max_len elements of `domain` (repeats allowed, in the domain's order), such as
    "2 wool and 1 ore" written ("wool", "wool", "ore"). Ranked through stars and bars: C(n + k - 1, k) codes."""

    def _count(self, k: int) -> int:
        return math.comb(self.domain.size + k - 1, k)

    def _order_problem(self, indices: list[int]) -> str:
        if any(a > b for a, b in pairwise(indices)):
            return "a multiset lists its elements in the domain's order (never one before an earlier one)"
        return ""

    def _rank(self, indices: list[int]) -> int:
        return _lex_rank([v + i for i, v in enumerate(indices)], self.domain.size + len(indices) - 1)

    def _unrank(self, rank: int, k: int) -> list[int]:
        return [v - i for i, v in enumerate(_lex_unrank(rank, self.domain.size + k - 1, k))]


def _lex_rank(combination: Sequence[int], n: int) -> int:
    """Rank of an increasing k-combination of range(n) in lexicographic order (combinatorial number system)."""
    k = len(combination)
    # lexicographic rank = C(n, k) - 1 - colex rank of the mirrored combination (n - 1 - c, increasing)
    mirrored = sorted(n - 1 - c for c in combination)
    return math.comb(n, k) - 1 - sum(math.comb(c, i + 1) for i, c in enumerate(mirrored))


def _lex_unrank(rank: int, n: int, k: int) -> list[int]:
    colex = math.comb(n, k) - 1 - rank
    mirrored = []
    for i in range(k, 0, -1):  # greedy: the largest c with C(c, i) <= colex
        c = i - 1
        while math.comb(c + 1, i) <= colex:
            c += 1
        mirrored.append(c)
        colex -= math.comb(c, i)
    return sorted(n - 1 - c for c in mirrored)


class OneOf(Domain):
    """A value from any of several disjoint domains (say a seat number or "bank"); ranked domain by domain."""

    def __init__(self, *domains: Domain):
        _check_domains("OneOf", domains)
        if not domains:
            raise ValueError("OneOf: expected at least one domain")
        self.domains = domains
        self.size = sum(d.size for d in domains)

    def index(self, value: Any) -> int:
        """The rank of `value` in this domain's order (see `Domain.index`)."""
        offset, found = 0, []
        for d in self.domains:
            if value in d:
                found.append(offset + d.index(value))
            offset += d.size
        if len(found) != 1:
            problem = "in none of" if not found else "in more than one of"
            raise ActionOutsideSpace(f"{value!r} is {problem} {self.domains!r}")
        return found[0]

    def value(self, index: int) -> Any:
        """The member of rank `index` (see `Domain.value`)."""
        for d in self.domains:
            if index < d.size:
                return d.value(index)
            index -= d.size
        raise ActionOutsideSpace(f"rank beyond {self.size}")

    def __repr__(self) -> str:
        return f"OneOf{self.domains!r}"


class ActionCodec(Protocol):
    """What the OpenSpiel adapter needs: codes in [0, size), from an action (and, for some codecs, its state)."""

    size: int
    state_independent: bool

    def encode(self, action: Any, state: Any = None) -> int:
        """The code of `action` (a declared space ignores `state`; a legal-index codec needs it)."""

    def decode(self, code: int, state: Any = None) -> Action:
        """The action with code `code` (at `state`, for a legal-index codec)."""


class ActionSpace:
    """Every action of a game, declared per kind as the domains of its arguments; a bijection with [0, size).

    A kind whose number of arguments varies (a group of 1-3 dice written as the arguments themselves) is declared
    with one domain of tuples for its whole argument tuple (`MultisetOf`, `SequenceOf`, ...) instead of a sequence
    of per-argument domains."""

    state_independent = True

    def __init__(self, kinds: Mapping[str, Sequence[Domain] | Domain], action_class: type = Action):
        if not isinstance(kinds, Mapping) or not kinds:
            raise ValueError("ActionSpace: expected a mapping kind -> argument domains, with at least one kind")
        self.action_class = action_class
        self._kinds: dict[str, tuple[int, Domain]] = {}
        self._order: list[tuple[int, str, Domain]] = []
        offset = 0
        for kind, domains in kinds.items():
            if not isinstance(kind, str) or not kind:
                raise ValueError(f"ActionSpace: kind names are non-empty strings, got {kind!r}")
            args = domains if isinstance(domains, Domain) else TupleOf(*domains)
            self._kinds[kind] = (offset, args)
            self._order.append((offset, kind, args))
            offset += args.size
        self.size = offset

    @property
    def kinds(self) -> tuple[str, ...]:
        """The action kinds, in code order."""
        return tuple(kind for _, kind, _ in self._order)

    def kind_sizes(self) -> dict[str, int]:
        """How many codes each kind takes."""
        return {kind: args.size for _, kind, args in self._order}

    def encode(self, action: Any, state: Any = None) -> int:
        """The code of `action` (`state` is ignored: a declared space codes alike in every position)."""
        if not (isinstance(action, tuple) and len(action) == 2 and isinstance(action[0], str)):
            raise ActionOutsideSpace(f"{action!r} is not an action (kind, args)")
        kind, args = action
        entry = self._kinds.get(kind)
        if entry is None:
            raise ActionOutsideSpace(f"{action!r}: unknown kind {kind!r}; the space has {', '.join(self.kinds)}")
        offset, domain = entry
        try:
            return offset + domain.index(args)
        except ActionOutsideSpace as error:
            raise ActionOutsideSpace(f"{kind} arguments {args!r}: {error}") from None

    def decode(self, code: int, state: Any = None) -> Action:
        """The action whose code is `code`."""
        code = _check_code(code, self.size, "code")
        low, high = 0, len(self._order)
        while high - low > 1:  # the last kind whose offset is <= code
            mid = (low + high) // 2
            if self._order[mid][0] <= code:
                low = mid
            else:
                high = mid
        offset, kind, args = self._order[low]
        return self.action_class(kind, args.value(code - offset))

    def __contains__(self, action: Any) -> bool:
        try:
            self.encode(action)
        except ActionOutsideSpace:
            return False
        return True

    def __repr__(self) -> str:
        return f"ActionSpace({len(self._order)} kinds, size {self.size:,})"


class LegalIndexCodec:
    """The fallback for a game without a declared space: an action's code is its index among the legal actions.

    Needs the state to encode and decode, and the same code names different actions in different positions
    (see the module docstring). `max_branching` bounds the codes: a position with more choices is an error.
    """

    state_independent = False

    def __init__(self, max_branching: int):
        if not _is_int(max_branching) or max_branching < 1:
            raise ValueError(f"max_branching: expected a whole number of at least 1, got {max_branching!r}")
        self.size = max_branching

    def choices(self, state: Any) -> tuple[Action, ...]:
        """The actions the codes index at `state`: its chance outcomes at a chance node, else its legal actions."""
        if state.current_player == CHANCE:
            options = tuple(outcome for outcome, _ in state.chance_outcomes())
        else:
            options = tuple(state.legal_actions())
        if len(options) > self.size:
            raise ActionOutsideSpace(f"{len(options)} choices here, more than the declared maximum branching "
                                     f"{self.size}: declare a larger one")
        return options

    def encode(self, action: Any, state: Any = None) -> int:
        """The index of `action` among the choices at `state`."""
        if state is None:
            raise ValueError("LegalIndexCodec.encode needs the state: codes are indices into its legal actions")
        options = self.choices(state)
        for i, option in enumerate(options):
            if option == action:
                return i
        raise ActionOutsideSpace(f"{action!r} is not among the {len(options)} choices at this position")

    def decode(self, code: int, state: Any = None) -> Action:
        """The choice at `state` whose index is `code`."""
        if state is None:
            raise ValueError("LegalIndexCodec.decode needs the state: codes are indices into its legal actions")
        options = self.choices(state)
        return options[_check_code(code, len(options), "code")]

    def __repr__(self) -> str:
        return f"LegalIndexCodec(max_branching={self.size})"


__all__ = [
    "ActionCodec",
    "ActionOutsideSpace",
    "ActionSpace",
    "Choice",
    "Domain",
    "IntRange",
    "LegalIndexCodec",
    "MultisetOf",
    "OneOf",
    "SequenceOf",
    "SubsetOf",
    "TupleOf",
]
