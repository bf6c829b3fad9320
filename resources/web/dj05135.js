/* DJ05135 on a phone: your hand (the sides you see), the centre, the others' hands as they face
 * you, the points, whose turn, and the moves as cards to tap; a card with two moves (a steal: keep
 * the side or turn it round) opens the chooser. Each card is keyed by its id and shows its words
 * under its picture. Registers RV.games.dj05135. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });

  /* The moves of this seat's turn, by the card they are about. */
  function movesByCard(message) {
    const byCard = new Map();
    for (const move of message.your_turn ? message.legal : []) {
      if (!byCard.has(move.card)) byCard.set(move.card, []);
      byCard.get(move.card).push(move);
    }
    return byCard;
  }

  function cardButton(card, message, byCard, ui) {
    const { h } = RV.parts;
    const choices = byCard.get(card.id);
    const played = message.phone.played === card.id;
    const caption = played ? `${card.alt} · ${ui.texts.dj_played}` : card.alt;
    const props = {
      key: card.id,
      type: "button",
      class: ["card", choices ? "legal" : "", played ? "played" : ""].join(" ").trim(),
      "data-card": card.id,
      disabled: !choices,
      "aria-label": choices && choices.length === 1 ? choices[0].label : caption,
      "aria-haspopup": choices && choices.length > 1 ? "dialog" : false,
      on: {
        click: (event) => {
          if (!choices) return;
          if (choices.length === 1) ui.play(choices[0], event.currentTarget);
          else ui.choose(card.id, event.currentTarget);
        },
      },
    };
    return h("button", props, h("img", { src: card.img, alt: "" }), h("span", { class: "caption", "aria-hidden": "true", text: caption }));
  }

  function render(message, ui) {
    const { texts } = ui;
    const { h, header, log } = RV.parts;
    const phone = message.phone;
    const byCard = movesByCard(message);
    const you = phone.players[phone.you];
    const cards = (kind, list) => h("div", { class: `cards ${kind}` }, list.map((card) => cardButton(card, message, byCard, ui)));

    const others = phone.players.filter((player) => !player.you);
    const mine = h("section", { key: "mine", class: byCard.size ? "mine mine-to-choose" : "mine", "data-moves": true, tabindex: "-1", "aria-label": texts.your_hand },
      h("h2", { text: texts.your_hand }), cards("hand", you.cards),
      h("h2", { text: texts.centre }), cards("centre", phone.centre),
      others.length ? h("h2", { text: texts.others }) : null,
      others.map((player) => h("div", { key: `hand:${player.seat}`, class: "other-hand" }, h("h3", { text: player.name }), cards("other", player.cards))));
    return [...header(message, texts), mine, ...log(phone.log, texts)];
  }

  /* The chooser of one card's moves, while this state still offers them. */
  function choices(message, key, ui) {
    const { h, moveButton } = RV.parts;
    const moves = movesByCard(message).get(key);
    if (!moves || moves.length < 2) return null;
    const phone = message.phone;
    const card = [...phone.players.flatMap((player) => player.cards), ...phone.centre].find((c) => c.id === key);
    const parts = card ? [h("figure", { key: `card:${key}`, class: "captioned" }, h("img", { src: card.img, alt: "" }), h("figcaption", { text: card.alt }))] : [];
    for (const move of moves) parts.push(moveButton(move, ui, "big option"));
    return { title: ui.texts.choose_side, parts };
  }

  RV.games.dj05135 = { render, choices };
})();
