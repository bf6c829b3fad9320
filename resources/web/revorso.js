/* Revorso on a phone: draw or stop, the cards shown right now, the sequence as the room sees it
 * (face down but for the cards already named), the memory test answered by tapping a picture,
 * and the Steal 2, Switch and Bear choices. Registers RV.games.revorso. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });

  function figure(label, value, className) {
    const { element } = RV.parts;
    const box = element("div", "figure");
    box.append(element("span", "", label), element("strong", className, String(value)));
    return box;
  }

  function render(root, message, ui) {
    const { texts } = ui;
    const { element, picture, header, log } = RV.parts;
    const phone = message.phone;
    const moves = message.your_turn ? message.legal : [];
    root.replaceChildren();

    header(root, message, texts, { held: (player) => (player.held ? ` · ${player.held}` : "") });

    /* The choices come first: a memory test is answered without scrolling. */
    const pictures = moves.filter((move) => move.pic);
    const buttons = moves.filter((move) => !move.pic);
    if (pictures.length) {
      const grid = element("div", "symbols");
      for (const move of pictures) {
        const button = element("button", `symbol ${move.kind}`);
        button.type = "button";
        button.dataset.move = move.kind;
        button.dataset.symbol = move.symbol;
        const image = element("img");
        image.src = move.pic;
        image.alt = "";
        button.append(image, element("span", "", move.label));
        button.addEventListener("click", () => ui.play(message.serial, move.k));
        grid.append(button);
      }
      root.append(grid);
    }
    for (const move of buttons) {
      const button = element("button", `big option ${move.kind}`, move.label);
      button.type = "button";
      button.dataset.move = move.kind;
      button.addEventListener("click", () => ui.play(message.serial, move.k));
      root.append(button);
    }

    if (phone.shown.length) {
      root.append(element("h2", "", texts.revorso_shown));
      const shown = element("div", "shown");
      for (const card of phone.shown) shown.append(picture(card, "shown-card"));
      root.append(shown);
    }

    const tally = element("div", "tally");
    tally.append(
      figure(texts.revorso_deck, phone.deck, "deck"),
      figure(texts.revorso_face_down, phone.face_down, "face-down"),
      figure(texts.revorso_named, phone.named, "named"),
    );
    root.append(tally);

    root.append(element("h2", "", phone.sequence_title));
    const sequence = element("div", "cards sequence");
    for (const card of phone.sequence) sequence.append(picture(card, "sequence-card"));
    if (!phone.sequence.length) sequence.append(element("span", "empty", texts.revorso_empty));
    root.append(sequence);

    if (phone.held) {
      const held = element("div", "held");
      held.append(element("h2", "", texts.revorso_held), picture(phone.held, "held-card"));
      root.append(held);
    }

    log(root, phone.log, texts);
  }

  RV.games.revorso = { render };
})();
