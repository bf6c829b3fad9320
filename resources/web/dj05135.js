/* DJ05135 on a phone: your hand (the sides you see), the centre, the others' hands as they face
 * you, the points, whose turn, and the moves as cards to tap. Registers RV.games.dj05135. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });

  function render(root, message, ui) {
    const { texts } = ui;
    const { element, header, log } = RV.parts;
    const phone = message.phone;
    const moves = message.your_turn ? message.legal : [];
    const byCard = new Map();
    for (const move of moves) {
      if (!byCard.has(move.card)) byCard.set(move.card, []);
      byCard.get(move.card).push(move);
    }
    const you = phone.players[phone.you];
    root.replaceChildren();

    header(root, message, texts);

    function cardButton(card) {
      const button = element("button", "card");
      button.type = "button";
      button.dataset.card = card.id;
      const image = element("img");
      image.src = card.img;
      image.alt = card.alt;
      button.append(image);
      if (phone.played === card.id) button.classList.add("played");
      const choices = byCard.get(card.id);
      if (choices) {
        button.classList.add("legal");
        button.setAttribute("aria-label", choices.length === 1 ? choices[0].label : card.alt);
        button.addEventListener("click", () => {
          if (choices.length === 1) ui.play(message.serial, choices[0].k);
          else ui.choose(texts.choose_side, card, choices, message.serial);
        });
      } else {
        button.disabled = true;
      }
      return button;
    }

    function cards(kind, list) {
      const grid = element("div", `cards ${kind}`);
      for (const card of list) grid.append(cardButton(card));
      return grid;
    }

    const mine = element("section", "mine");
    if (moves.length) mine.classList.add("mine-to-choose");
    mine.append(element("h2", "", texts.your_hand), cards("hand", you.cards));
    mine.append(element("h2", "", texts.centre), cards("centre", phone.centre));
    const others = phone.players.filter((player) => !player.you);
    if (others.length) {
      mine.append(element("h2", "", texts.others));
      for (const player of others) {
        const hand = element("div", "other-hand");
        hand.append(element("h3", "", player.name), cards("other", player.cards));
        mine.append(hand);
      }
    }
    root.append(mine);

    log(root, phone.log, texts);
  }

  RV.games.dj05135 = { render };
})();
