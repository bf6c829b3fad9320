/* Verso on a phone: the card on the draw pile you decide on and your choices (take it as it is,
 * flip it and take it, bank a series, pass), your banked points, the points in front of you and
 * your three rows. The shared screen shows the others' rows. Registers RV.games.verso. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });

  function figure(key, label, value, className) {
    const { h } = RV.parts;
    return h("div", { key, class: "figure" }, h("span", { text: label }), h("strong", { class: className, text: String(value) }));
  }

  function render(message, ui) {
    const { texts } = ui;
    const { h, picture, header, log, moveButton } = RV.parts;
    const phone = message.phone;
    const moves = message.your_turn ? message.legal : [];

    const tally = h("div", { key: "tally", class: "tally" },
      figure("banked", texts.verso_banked, phone.banked, "banked"),
      figure("in-front", texts.verso_in_front, phone.in_front, "in-front"));

    const pile = h("div", { class: "pile" },
      h("h2", { text: `${texts.verso_pile} · ${phone.pile}` }),
      phone.top ? picture(phone.top, "top-card", true) : null);
    const choices = h("div", { class: "choices", "data-moves": true, tabindex: "-1", role: "group", "aria-label": texts.verso_choices },
      moves.length ? h("h2", { text: texts.verso_choices }) : null,
      moves.map((move) => moveButton(move, ui, `big option ${move.kind}`)));
    const deciding = h("section", { key: "deciding", class: "deciding" }, pile, choices);

    const rows = h("section", { key: "rows", class: "rows" },
      h("h2", { text: texts.verso_rows }),
      phone.rows.map((row) => h("div", { key: row.colour, class: `row ${row.colour}` },
        h("h3", { text: row.title }),
        h("div", { class: "cards row-cards" },
          row.cards.length ? row.cards.map((card) => picture(card, "row-card")) : h("span", { class: "empty", text: texts.verso_empty_row })))));
    return [...header(message, texts), tally, deciding, rows, ...log(phone.log, texts)];
  }

  RV.games.verso = { render };
})();
