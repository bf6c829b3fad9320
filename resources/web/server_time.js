/* The table's time as this phone knows it (docs/ARCHITECTURE.md, "Playing on phones").
 * A round's clock comes with each state, read when the state was sent; a state that spent
 * 300 ms on a busy network would leave the phone's stopwatch 300 ms behind the table's for
 * the whole round. So the phone asks the table's steady time now and then ({"t":"time"}) and
 * keeps the answer that came back quickest: half its round trip is the most it can be off.
 * From it, each state's stamp (sent_ms) says how late that state arrived. Nothing here is
 * trusted for more than a clock: a lateness is never below 0 nor above LONGEST_MS.
 * Registers RV.serverTime. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });
  /* Questions asked at once on joining (the first answers may meet a busy table), then one
   * every EVERY_MS in case a quicker answer comes. */
  const FIRST = 5;
  const FIRST_GAP_MS = 200;
  const EVERY_MS = 15000;
  const LONGEST_MS = 10000;
  let offset = null; /* the table's time minus this page's steady clock */
  let quickest = Infinity;
  let asked = new Map();
  let next = 0;
  let timer = 0;

  function ask(send, left) {
    next += 1;
    if (asked.size > FIRST) asked = new Map(); /* answers that never came */
    asked.set(next, performance.now());
    send({ t: "time", n: next });
    timer = setTimeout(() => ask(send, left - 1), left > 1 ? FIRST_GAP_MS : EVERY_MS);
  }

  RV.serverTime = {
    /* Joined on a new connection: start asking (once per connection). */
    start(send) {
      if (timer) return;
      ask(send, FIRST);
    },
    /* The connection closed: the next one may reach a table started anew. */
    stop() {
      clearTimeout(timer);
      timer = 0;
      offset = null;
      quickest = Infinity;
      asked = new Map();
    },
    answer(message) {
      const back = performance.now();
      const sent = asked.get(message.n);
      if (sent === undefined || typeof message.at !== "number") return;
      asked.delete(message.n);
      const trip = back - sent;
      if (trip <= quickest) {
        quickest = trip;
        offset = message.at + trip / 2 - back;
      }
    },
    /* How long after its stamp a state that arrived at `arrived` (this page's clock) reached
     * the phone; 0 until the table's time is known. */
    lateness(arrived, sentMs) {
      if (offset === null || typeof sentMs !== "number") return 0;
      return Math.min(LONGEST_MS, Math.max(0, arrived + offset - sentMs));
    },
  };
})();
