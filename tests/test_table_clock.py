"""The pausable clock of the play layer: counts only while no pause reason holds, over a fake time."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engines.table.clock import ManualTime, PausableClock, format_ms, monotonic_ms


def test_manual_time_moves_only_when_told_and_format_ms_writes_it() -> None:
    now = ManualTime(10_000)
    assert now() == 10_000
    now.advance(83_456)
    assert now() == 93_456
    assert format_ms(93_456) == "1:33" and format_ms(93_456, tenths=True) == "1:33.4"
    assert format_ms(-5) == "0:00"


def test_idle_clock_reads_zero_and_does_not_count() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    now.advance(5_000)
    assert clock.elapsed_ms() == 0
    assert not clock.started and not clock.running and not clock.counting
    assert clock.remaining_ms() is None and not clock.expired


def test_stopwatch_counts_pauses_and_resumes_where_it_stopped() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start()
    now.advance(1_200)
    clock.pause("dialog")
    assert clock.paused and clock.running and not clock.counting
    now.advance(60_000)
    assert clock.elapsed_ms() == 1_200
    clock.resume("dialog")
    now.advance(300)
    assert clock.elapsed_ms() == 1_500


def test_every_reason_must_go_before_the_clock_counts_again() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start()
    now.advance(100)
    clock.pause("minimised")
    clock.pause("dialog")
    clock.pause("dialog")  # the same reason twice is one reason
    now.advance(1_000)
    clock.resume("minimised")
    now.advance(1_000)
    assert clock.elapsed_ms() == 100 and clock.reasons == {"dialog"}
    clock.resume("dialog")
    now.advance(50)
    assert clock.elapsed_ms() == 150 and not clock.paused


def test_resuming_a_reason_never_given_changes_nothing() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start()
    now.advance(700)
    clock.resume("overlay")
    now.advance(300)
    assert clock.elapsed_ms() == 1_000 and clock.counting


def test_started_behind_a_pause_waits_for_it() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.pause("hidden")
    clock.start()
    now.advance(5_000)
    assert clock.elapsed_ms() == 0 and clock.running and not clock.counting
    clock.resume("hidden")
    now.advance(2_000)
    assert clock.elapsed_ms() == 2_000


def test_finish_freezes_the_time_for_every_later_read() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start()
    now.advance(42_700)
    assert clock.finish() == 42_700
    now.advance(10_000)
    clock.pause("dialog")
    clock.resume("dialog")
    now.advance(10_000)
    assert clock.elapsed_ms() == 42_700 and clock.finished and not clock.running


def test_finish_while_paused_keeps_the_paused_time() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start()
    now.advance(3_000)
    clock.pause("overlay")
    now.advance(9_000)
    assert clock.finish() == 3_000
    clock.resume("overlay")
    now.advance(9_000)
    assert clock.elapsed_ms() == 3_000


def test_start_again_and_reset_go_back_to_zero() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start()
    now.advance(3_000)
    clock.finish()
    clock.start()
    assert clock.elapsed_ms() == 0
    now.advance(500)
    assert clock.elapsed_ms() == 500
    clock.reset()
    now.advance(500)
    assert clock.elapsed_ms() == 0 and not clock.started


def test_countdown_reports_time_left_and_expiry() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start(limit_ms=8_000)
    now.advance(3_000)
    assert clock.remaining_ms() == 5_000 and not clock.expired
    clock.pause("dialog")
    now.advance(30_000)
    assert clock.remaining_ms() == 5_000 and not clock.expired
    clock.resume("dialog")
    now.advance(5_000)
    assert clock.remaining_ms() == 0 and clock.expired
    now.advance(5_000)
    assert clock.remaining_ms() == 0


def test_set_reasons_reports_a_change_of_counting() -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start()
    assert clock.set_reasons({"dialog", "hidden"})
    assert not clock.set_reasons({"hidden"})
    assert clock.set_reasons(set())
    assert clock.reasons == frozenset()


def test_the_real_time_source_never_goes_back() -> None:
    first = monotonic_ms()
    assert monotonic_ms() >= first


REASONS = ["dialog", "overlay", "hidden", "minimised", "user"]
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("pause"), st.sampled_from(REASONS)),
        st.tuples(st.just("resume"), st.sampled_from(REASONS)),
        st.tuples(st.just("advance"), st.integers(min_value=0, max_value=100_000)),
    ),
    max_size=60,
)


@given(STEPS)
def test_elapsed_is_the_time_with_no_reason_holding(steps: list[tuple[str, object]]) -> None:
    now = ManualTime(10_000)
    clock = PausableClock(now)
    clock.start()
    held: set[str] = set()
    expected = 0
    for kind, value in steps:
        if kind == "advance":
            assert isinstance(value, int)
            now.advance(value)
            if not held:
                expected += value
        elif kind == "pause":
            assert isinstance(value, str)
            clock.pause(value)
            held.add(value)
        else:
            assert isinstance(value, str)
            clock.resume(value)
            held.discard(value)
        assert clock.elapsed_ms() == expected
        assert clock.paused == bool(held) and clock.counting == (not held)
