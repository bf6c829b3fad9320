/* Verso on a phone: the card on the draw pile you decide on and your choices (take it as it is,
 * flip it and take it, bank a series, pass), your banked points, the value in front of you and
 * your three rows. The shared screen shows the others' rows. Registers RV.games.verso. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });

  function render(root, message, ui) {
    const { texts } = ui;
    const { element, picture, header, log } = RV.parts;
    const phone = message.phone;
    const moves = message.your_turn ? message.legal : [];
    root.replaceChildren();

    header(root, message, texts);

    const tally = element("div", "tally");
    const banked = element("div", "figure");
    banked.append(element("span", "", texts.verso_banked), element("strong", "banked", `★ ${phone.banked}`));
    const front = element("div", "figure");
    front.append(element("span", "", texts.verso_in_front), element("strong", "in-front", `★ ${phone.in_front}`));
    tally.append(banked, front);
    root.append(tally);

    const deciding = element("section", "deciding");
    const pile = element("div", "pile");
    pile.append(element("h2", "", `${texts.verso_pile} · ${phone.pile}`));
    if (phone.top) pile.append(picture(phone.top, "top-card"));
    deciding.append(pile);
    const choices = element("div", "choices");
    if (moves.length) choices.append(element("h2", "", texts.verso_choices));
    for (const move of moves) {
      const button = element("button", `big option ${move.kind}`, move.label);
      button.type = "button";
      button.dataset.move = move.kind;
      button.addEventListener("click", () => ui.play(message.serial, move.k));
      choices.append(button);
    }
    deciding.append(choices);
    root.append(deciding);

    const rows = element("section", "rows");
    rows.append(element("h2", "", texts.verso_rows));
    for (const row of phone.rows) {
      const line = element("div", `row ${row.colour}`);
      line.append(element("h3", "", row.title));
      const cards = element("div", "cards row-cards");
      for (const card of row.cards) cards.append(picture(card, "row-card"));
      if (!row.cards.length) cards.append(element("span", "empty", texts.verso_empty_row));
      line.append(cards);
      rows.append(line);
    }
    root.append(rows);

    log(root, phone.log, texts);
  }

  RV.games.verso = { render };
})();
