/* The phone page of a game that brings none of its own (tableserver/games/text_page.py): whose
 * turn it is, the points when the game keeps them, the seat's view as the game's own lines of
 * text and a button for each move, labelled with the move's sentence. No pictures. client.js uses
 * it for every game that registers no RV.games[game]; registers RV.textPage. */
"use strict";
(() => {
  const RV = (window.RV = window.RV || { games: {} });

  function render(message, ui) {
    const { texts } = ui;
    const { h, header, moveButton } = RV.parts;
    const phone = message.phone;
    const moves = message.your_turn ? message.legal : [];
    const [banner, scores] = header(message, texts);

    const view = h("section", { key: "view", class: "text-view", "aria-labelledby": "text-view-title" },
      h("h2", { id: "text-view-title", text: texts.text_view }),
      phone.text.map((line, index) => h("p", { key: index, class: "view-line", text: line })));
    const choices = h("div", { key: "moves", class: "choices", "data-moves": true, tabindex: "-1", role: "group", "aria-label": texts.text_moves },
      moves.length ? h("h2", { text: texts.text_moves }) : null,
      moves.map((move) => moveButton(move, ui, "big option")));
    return [banner, phone.scored ? scores : null, view, choices].filter(Boolean);
  }

  RV.textPage = { render };
})();
