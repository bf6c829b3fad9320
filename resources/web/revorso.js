/* Revorso on a phone: draw or stop, the cards shown right now, the sequence as the room sees it
 * (face down but for the cards already named), the memory test answered by tapping a picture,
 * and the Steal 2, Switch and Bear choices. Registers RV.games.revorso. */
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

    /* The choices come first: a memory test is answered without scrolling. */
    const pictures = moves.filter((move) => move.pic);
    const buttons = moves.filter((move) => !move.pic);
    const choices = h("div", { key: "moves", class: "moves", "data-moves": true, tabindex: "-1", role: "group", "aria-label": texts.revorso_moves },
      pictures.length
        ? h("div", { class: "symbols" }, pictures.map((move) => {
            const button = moveButton(move, ui, `symbol ${move.kind}`, h("img", { src: move.pic, alt: "" }), h("span", { text: move.label }));
            button.props["data-symbol"] = move.symbol;
            return button;
          }))
        : null,
      buttons.map((move) => moveButton(move, ui, `big option ${move.kind}`)));

    const parts = [...header(message, texts, { held: (player) => (player.held ? ` · ${player.held}` : "") }), choices];
    if (phone.shown.length) {
      parts.push(h("h2", { key: "shown-title", text: texts.revorso_shown }),
        h("div", { key: "shown", class: "shown" }, phone.shown.map((card) => picture(card, "shown-card", true))));
    }
    parts.push(h("div", { key: "tally", class: "tally" },
      figure("deck", texts.revorso_deck, phone.deck, "deck"),
      figure("face-down", texts.revorso_face_down, phone.face_down, "face-down"),
      figure("named", texts.revorso_named, phone.named, "named")));
    parts.push(h("h2", { key: "sequence-title", text: phone.sequence_title }),
      h("div", { key: "sequence", class: "cards sequence" },
        phone.sequence.length ? phone.sequence.map((card) => picture(card, "sequence-card")) : h("span", { class: "empty", text: texts.revorso_empty })));
    if (phone.held) {
      parts.push(h("div", { key: "held", class: "held" }, h("h2", { text: texts.revorso_held }), picture(phone.held, "held-card", true)));
    }
    return [...parts, ...log(phone.log, texts)];
  }

  RV.games.revorso = { render };
})();
