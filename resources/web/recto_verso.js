/* Recto Verso rounds on a phone (a party round or a ladder attempt): the facade this seat looks at
 * (front for one partner, back for the other, both for those watching), the round's stopwatch (or
 * the attempt's countdown) and the "Recto!" or "Verso!" call. The round's time is the table's:
 * each state carries it (message.clock), and the phone ticks on from the moment it arrived; it
 * stands still while the teacher pauses and once the round ends. A call is the table's once a
 * state lists it among the round's calls: until then the button says it was sent, and the time
 * shown is the time the table recorded for the call (clock.called_at). When the building was
 * made with the wooden pieces, the table then says whether it matches the card: the players not
 * building, or the partners at a table of two (clock.judging, clock.judges). The last round's
 * result is shown to everyone. Registers RV.games.recto_verso. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });
  const watch = { round: null, calledAt: null, timer: 0 };

  function clock(ms) {
    const tenths = Math.floor(Math.max(0, ms) / 100);
    const seconds = Math.floor(tenths / 10);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}.${tenths % 10}`;
  }

  function render(message, ui) {
    const { texts } = ui;
    const { h, header } = RV.parts;
    const phone = message.phone;
    const round = message.clock || { round: phone.round, counting: false, elapsed_ms: 0, called: [] };
    /* The round's time was read when the state was sent: it moves on from the moment the state
     * arrived, on the page's steady clock (a phone's wall clock may be set to anything). */
    const arrived = ui.receivedAt ?? performance.now();
    const counting = round.counting && !message.paused && !message.over;
    /* ...and from the moment it was sent, once the table's time is known (server_time.js). */
    const late = () => RV.serverTime.lateness(arrived, message.sent_ms);
    const elapsed = () => round.elapsed_ms + (counting ? performance.now() - arrived + late() : 0);
    if (watch.round !== phone.round) {
      if (watch.round !== null) window.scrollTo(0, 0); /* a new round: its builders and the result first */
      watch.round = phone.round;
      watch.calledAt = null;
    }
    const called = Boolean(phone.call) && round.called.includes(phone.side);
    const recorded = (round.called_at || {})[phone.side];
    if (called) watch.calledAt = recorded !== undefined ? recorded : watch.calledAt ?? round.elapsed_ms;
    /* A ladder attempt counts down from its limit; a party round counts up. */
    const onClock = () => (round.limit_ms ? Math.max(0, round.limit_ms - elapsed()) : elapsed());
    clearTimeout(watch.timer);

    const parts = header(message, texts, { heading: `${texts.rv_round} ${phone.round}`, yours: Boolean(phone.call) });
    if (phone.result) parts.push(h("p", { key: "result", class: "result", text: phone.result }));
    parts.push(h("div", { key: "facades", class: `facades side-${phone.side}` },
      phone.facades.map((facade) => h("img", { key: facade.id, class: "facade", src: facade.img, alt: facade.alt, "data-side": facade.id }))));
    if (message.over) return parts;

    const sending = ui.tap && ui.tap.kind === "call";
    const running = round.limit_ms ? texts.rv_time_left : texts.rv_stopwatch;
    const label = called ? texts.rv_called : sending ? texts.rv_sending : counting ? running : texts.rv_stopped;
    const shown = called ? watch.calledAt : onClock();
    parts.push(h("div", { key: "stopwatch", class: counting && !called ? "stopwatch" : "stopwatch frozen" },
      h("span", { text: label }), h("strong", { class: "time", text: clock(shown) })));
    if (counting && !called) {
      /* Redrawn just as its tenth changes, not on a free-running timer that could show a
       * tenth up to a whole tick late. */
      const untilNextTenth = (ms) => (round.limit_ms ? ms % 100 : 100 - (ms % 100)) + 1;
      const tick = () => {
        const ms = onClock();
        const time = document.querySelector("#game .stopwatch .time");
        if (time) time.textContent = clock(ms);
        watch.timer = setTimeout(tick, untilNextTenth(ms));
      };
      watch.timer = setTimeout(tick, untilNextTenth(onClock()));
    }

    if (round.judging) {
      const you = phone.players.find((player) => player.you);
      const judges = you && (round.judges || []).includes(you.seat);
      const verdicts = [[true, texts.rv_right, "big judge"], [false, texts.rv_wrong, "big judge secondary"]];
      parts.push(h("div", { key: "judging", class: "judging", "data-moves": true, tabindex: "-1", role: "group", "aria-label": texts.rv_judge_question },
        h("p", { key: "question", class: "prompt", text: judges ? texts.rv_judge_question : texts.rv_judge_wait }),
        ...(judges ? verdicts.map(([right, text, kind]) => h("button", { key: String(right), type: "button", class: kind,
          on: { click: (event) => ui.judge(phone.round, right, event.currentTarget) } }, text)) : [])));
      return parts;
    }
    if (phone.call) {
      const why = called ? "" : message.paused ? texts.paused_title : !counting ? texts.rv_not_started : "";
      parts.push(h("div", { key: "call", class: "call-area", "data-moves": true, tabindex: "-1", role: "group", "aria-label": phone.call },
        h("button", { key: phone.side, type: "button", class: "big call", disabled: called || !counting, "aria-describedby": why ? "call-why" : false,
          on: { click: (event) => ui.call(phone.round, event.currentTarget) } }, phone.call),
        why ? h("p", { key: "why", id: "call-why", class: "note", text: why }) : null));
    }
    parts.push(h("p", { key: "note", class: "note", text: texts.rv_at_computer }));
    return parts;
  }

  /* A round's result, said once when it arrives. */
  function announce(message, before) {
    const result = message.phone.result;
    return result && (!before || before.phone.result !== result) ? result : "";
  }

  RV.games.recto_verso = { render, announce };
})();
