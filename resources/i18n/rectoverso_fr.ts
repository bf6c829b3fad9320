<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Recto Verso Studio</source>
        <translation>À propos de Recto Verso Studio</translation>
    </message>
    <message>
        <source>Play Recto Verso, Verso, Revorso and DJ05135 at the computer, learn their rules, and print them at home.
PySide6 {pyside}, Qt {qt}.</source>
        <translation>Jouez à Recto Verso, Verso, Revorso et DJ05135 sur l&apos;ordinateur, apprenez leurs règles et imprimez-les chez vous.
PySide6 {pyside}, Qt {qt}.</translation>
    </message>
    <message>
        <source>Licences of the app and of what it ships:</source>
        <translation>Licences de l&apos;application et de ce qu&apos;elle contient&#x202f;:</translation>
    </message>
    <message>
        <source>(licence file {name} is missing)</source>
        <translation>(le fichier de licence {name} est introuvable)</translation>
    </message>
</context>
<context>
    <name>AssistantView</name>
    <message>
        <source>Rules</source>
        <extracomment>Page ids in the order of the side list; also the screenshot modes (rules is mode None).</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Chrono</translation>
    </message>
    <message>
        <source>Co-op ladder</source>
        <translation>Échelle coopérative</translation>
    </message>
    <message>
        <source>Partner draw</source>
        <translation>Partenaires</translation>
    </message>
    <message>
        <source>Score keeper</source>
        <translation>Carnet de scores</translation>
    </message>
    <message>
        <source>Rules &amp; setup pages</source>
        <translation>Pages des règles et de la mise en place</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Chercher dans les règles</translation>
    </message>
    <message>
        <source>Ctrl++ / Ctrl+-</source>
        <translation>Ctrl++ / Ctrl+-</translation>
    </message>
    <message>
        <source>Larger / smaller rules text</source>
        <translation>Texte des règles plus grand / plus petit</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Stopwatch and ladder: start (or cancel)</source>
        <translation>Chrono et échelle&#x202f;: démarrer (ou annuler)</translation>
    </message>
    <message>
        <source>R / V</source>
        <translation>R / V</translation>
    </message>
    <message>
        <source>Stopwatch: the front partner calls Recto! / the back partner calls Verso!</source>
        <translation>Chrono&#x202f;: le partenaire de l&apos;avant annonce Recto&#x202f;! / le partenaire de l&apos;arrière annonce Verso&#x202f;!</translation>
    </message>
    <message>
        <source>B / F</source>
        <translation>B / F</translation>
    </message>
    <message>
        <source>Ladder: the building is right / wrong</source>
        <translation>Échelle&#x202f;: le bâtiment est juste / faux</translation>
    </message>
    <message>
        <source>N / P (or → / ←)</source>
        <translation>N / P (ou → / ←)</translation>
    </message>
    <message>
        <source>Partners: next / previous round</source>
        <translation>Partenaires&#x202f;: manche suivante / précédente</translation>
    </message>
</context>
<context>
    <name>BuilderAccess</name>
    <message>
        <source>Board: squares A to D from left to right seen from the front, 1 to 4 from the front to the back</source>
        <extracomment>The last announcements made, oldest first.</extracomment>
        <translation>Plateau&#x202f;: cases A à D de gauche à droite vues de l&apos;avant, 1 à 4 de l&apos;avant vers l&apos;arrière</translation>
    </message>
    <message>
        <source>In your hand: %1</source>
        <translation>Dans votre main&#x202f;: %1</translation>
    </message>
</context>
<context>
    <name>CardMakerDialog</name>
    <message>
        <source>Counting the buildings that match this card…</source>
        <extracomment>The name the card on screen was saved under (it stays on the preview and in the field).</extracomment>
        <translation>Décompte des bâtiments qui correspondent à cette carte…</translation>
    </message>
    <message>
        <source>Difficulty: %1 (%2 of 5)</source>
        <translation>Difficulté&#x202f;: %1 (%2 sur 5)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistrée&#x202f;: %1</translation>
    </message>
    <message>
        <source>My cards could not be written (%1). Nothing was lost; try again when the disk has room.</source>
        <translation>Impossible d&apos;écrire Mes cartes (%1). Rien n&apos;est perdu&#x202f;; réessayez quand le disque aura de la place.</translation>
    </message>
    <message>
        <source>Saved to My cards as %1.</source>
        <translation>Enregistrée dans Mes cartes sous le nom %1.</translation>
    </message>
    <message>
        <source>Folder for the PDF of My cards</source>
        <translation>Dossier pour le PDF de Mes cartes</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to. Choose a folder of your own.</source>
        <translation>Impossible d&apos;écrire dans le dossier %1. Choisissez un dossier qui vous appartient.</translation>
    </message>
    <message>
        <source>The PDF could not be written (%1).</source>
        <translation>Impossible d&apos;écrire le PDF (%1).</translation>
    </message>
    <message>
        <source>Nothing was printed: My cards cannot be read.</source>
        <translation>Rien n&apos;a été imprimé&#x202f;: Mes cartes sont illisibles.</translation>
    </message>
    <message>
        <source>My cards: no card yet.</source>
        <translation>Mes cartes&#x202f;: aucune carte pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) written to %1 in %2. Print at 100 % (no “fit to page”).</source>
        <translation>
            <numerusform>%n carte écrite dans %1, dans le dossier %2. Imprimez à 100 % (sans «&#x202f;ajuster à la page&#x202f;»).</numerusform>
            <numerusform>%n cartes écrites dans %1, dans le dossier %2. Imprimez à 100 % (sans «&#x202f;ajuster à la page&#x202f;»).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>My cards: %n card(s).</source>
        <translation>
            <numerusform>Mes cartes&#x202f;: %n carte.</numerusform>
            <numerusform>Mes cartes&#x202f;: %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make a card</source>
        <translation>Créer une carte</translation>
    </message>
    <message>
        <source>A card of your own</source>
        <translation>Une carte à vous</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#x202f;:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier&#x202f;:</translation>
    </message>
    <message>
        <source>&amp;Save to My cards</source>
        <translation>&amp;Enregistrer dans Mes cartes</translation>
    </message>
    <message>
        <source>Print &amp;My cards…</source>
        <translation>&amp;Imprimer Mes cartes…</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>&amp;Ouvrir le dossier</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>This building cannot be a card yet:</source>
        <translation>Ce bâtiment ne peut pas encore devenir une carte&#x202f;:</translation>
    </message>
</context>
<context>
    <name>CardNameField</name>
    <message>
        <source>Printed in the corner of both sides: up to %1 letters, digits or hyphens.</source>
        <extracomment>The name the card will take changed (typed, or a new free name after a save).</extracomment>
        <translation>Imprimé dans le coin des deux faces&#x202f;: jusqu&apos;à %1 lettres, chiffres ou traits d&apos;union.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>A card&apos;s name has at most %1 characters.</source>
        <translation>Le nom d&apos;une carte a au plus %1 caractères.</translation>
    </message>
</context>
<context>
    <name>CardTableView</name>
    <message>
        <source>Show the results</source>
        <extracomment>How many seats the new-game page proposes before it remembers a game of the player&apos;s (None: the fewest the game is played by), and how many of them are people. Where the guided game&apos;s targets lie on this table (set by the game as it builds it). Back to the results once the table was looked at after the end. The guided first game (docs/ARCHITECTURE.md, &quot;Guided first games&quot;). What a screen reader is told as the game goes on (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;). Whether the end page was shown for the game on the table (it comes by itself once).</extracomment>
        <translation>Voir les résultats</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Passez l&apos;ordinateur à %1</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Je suis %1&#x202f;: montrer mes cartes</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards stay hidden while the computer players take their turns.</source>
        <translation>Les cartes de chacun restent cachées pendant que l&apos;ordinateur joue.</translation>
    </message>
</context>
<context>
    <name>DJ05135Ending</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#x202f;!</translation>
    </message>
    <message>
        <source>A tie: %1</source>
        <translation>Égalité&#x202f;: %1</translation>
    </message>
    <message>
        <source>Three points: well played, everybody!</source>
        <translation>Trois points&#x202f;: bien joué, tout le monde&#x202f;!</translation>
    </message>
    <message>
        <source>The turn limit was reached: the most points win.</source>
        <translation>La limite de tours est atteinte&#x202f;: le plus de points l&apos;emporte.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DJ05135TableView</name>
    <message>
        <source>Pictures</source>
        <extracomment>The badge&apos;s radius in the drawing&apos;s units; the drawing is a square around it. The badge on screen, in logical pixels before the interface scale. Per pictogram: the label holding its picture and the label holding its words.</extracomment>
        <translation>Pictogrammes</translation>
    </message>
    <message>
        <source>The round picture on a card tells what happens when it is played.</source>
        <translation>L&apos;image ronde d&apos;une carte dit ce qui se passe quand on la joue.</translation>
    </message>
    <message>
        <source>← →  ↑ ↓ / Tab</source>
        <translation>← →  ↑ ↓ / Tab</translation>
    </message>
    <message>
        <source>Move between the cards you may choose</source>
        <translation>Passer d&apos;une carte à l&apos;autre parmi celles que vous pouvez choisir</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Entrée / Espace</translation>
    </message>
    <message>
        <source>Play, take or flip the card with the focus</source>
        <translation>Jouer, prendre ou retourner la carte sélectionnée</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Go back one step (when a choice can be undone)</source>
        <translation>Revenir d&apos;une étape (quand un choix peut être annulé)</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>%1 plays on their phone…</source>
        <translation>%1 joue sur son téléphone…</translation>
    </message>
    <message>
        <source>Game log (what everybody saw)</source>
        <translation>Journal de la partie (ce que tout le monde a vu)</translation>
    </message>
    <message>
        <source>%1 took one of %2&apos;s cards: %2 now takes a card from the centre.</source>
        <translation>%1 a pris une carte à %2&#x202f;: %2 prend maintenant une carte au centre.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn. Everybody else, look away from the screen!</source>
        <translation>À %1 de jouer. Tous les autres, ne regardez pas l&apos;écran&#x202f;!</translation>
    </message>
    <message>
        <source>What %1 saw (the computer shows each person only their own view)</source>
        <translation>Ce qu&apos;a vu %1 (l&apos;ordinateur ne montre à chacun que ce qu&apos;il voit)</translation>
    </message>
    <message>
        <source>Which side will face you?</source>
        <translation>Quel côté sera tourné vers vous&#x202f;?</translation>
    </message>
    <message>
        <source>Keep this side</source>
        <translation>Garder ce côté</translation>
    </message>
    <message>
        <source>Turn it round (the side %1 saw)</source>
        <translation>La retourner (le côté qu&apos;a vu %1)</translation>
    </message>
    <message>
        <source>Backspace: choose another card.</source>
        <translation>Retour arrière&#x202f;: choisir une autre carte.</translation>
    </message>
    <message>
        <source>%1, keep seeing the %2, or turn the card round?</source>
        <translation>%1, garder le côté %2, ou retourner la carte&#x202f;?</translation>
    </message>
    <message>
        <source>The game is paused: press “Go on” to play.</source>
        <translation>La partie est en pause&#x202f;: appuyez sur «&#x202f;Reprendre&#x202f;» pour jouer.</translation>
    </message>
    <message>
        <source>(Ctrl+N: new game)</source>
        <translation>(Ctrl+N&#x202f;: nouvelle partie)</translation>
    </message>
    <message>
        <source>Click a card, or move with the arrow keys or Tab and press Enter.</source>
        <translation>Cliquez sur une carte, ou déplacez-vous avec les flèches ou Tab et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>The round picture on the card you play tells what happens next.</source>
        <translation>L&apos;image ronde de la carte que vous jouez dit ce qui se passe ensuite.</translation>
    </message>
    <message>
        <source>The card comes into your hand with its face-up side towards you.</source>
        <translation>La carte arrive dans votre main, le côté visible tourné vers vous.</translation>
    </message>
    <message>
        <source>Watch closely: you see what was underneath.</source>
        <translation>Regardez bien&#x202f;: vous voyez ce qui était dessous.</translation>
    </message>
    <message>
        <source>Turning a card round in a hand swaps the side its holder sees.</source>
        <translation>Retourner une carte dans une main change le côté que voit celui qui la tient.</translation>
    </message>
    <message>
        <source>Then choose which side of it will face you.</source>
        <translation>Choisissez ensuite quel côté sera tourné vers vous.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n point(s)</source>
        <translation>
            <numerusform>%1 sur %n point</numerusform>
            <numerusform>%1 sur %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre: %n card(s), face up</source>
        <translation>
            <numerusform>Centre&#x202f;: %n carte, face visible</numerusform>
            <numerusform>Centre&#x202f;: %n cartes, face visible</numerusform>
        </translation>
    </message>
    <message>
        <source>You see this side of your cards. The others see the other side.</source>
        <translation>Vous voyez ce côté de vos cartes. Les autres voient l&apos;autre côté.</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jouée</translation>
    </message>
    <message>
        <source>flipped</source>
        <translation>retournée</translation>
    </message>
    <message>
        <source>other side</source>
        <translation>autre côté</translation>
    </message>
    <message>
        <source>Turn order %1: %2</source>
        <translation>Ordre du jeu %1&#x202f;: %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>You see: %1. The others see its other side.</source>
        <translation>Vous voyez&#x202f;: %1. Les autres voient son autre côté.</translation>
    </message>
    <message>
        <source>You see: %1. %2 sees its other side.</source>
        <translation>Vous voyez&#x202f;: %1. %2 voit son autre côté.</translation>
    </message>
    <message>
        <source>Face up: %1</source>
        <translation>Face visible&#x202f;: %1</translation>
    </message>
    <message>
        <source>The room sees the side of every hand that faces the others.</source>
        <extracomment>The key of a room&apos;s texts that marks them as the room&apos;s. A seat number no hand has: the scene&apos;s texts then address nobody as &quot;you&quot;.</extracomment>
        <translation>La salle voit de chaque main la face tournée vers les autres.</translation>
    </message>
    <message>
        <source>the side you see</source>
        <extracomment>A reader sitting at no seat: sees the side of every hand that faces the room. The first proposal: two people sharing this computer (the cover hides each hand in turn). The seat whose view is on screen (None: nobody&apos;s, the cover is up). The steal chosen but not yet played: (victim, tag), waiting for the side. What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;). The two sides of a card, beside the new-game page&apos;s heading.</extracomment>
        <translation>le côté que vous voyez</translation>
    </message>
    <message>
        <source>the side the others see</source>
        <translation>le côté que voient les autres</translation>
    </message>
    <message>
        <source>Two to four players. Each seat is a person or a computer player. With two or more people, the computer asks you to pass it on before each person&apos;s turn, so nobody sees the other side of their own cards.</source>
        <translation>De deux à quatre joueurs. Chaque place est tenue par une personne ou par l&apos;ordinateur. À deux personnes ou plus, l&apos;ordinateur vous demande de le passer avant le tour de chacun, pour que personne ne voie l&apos;autre côté de ses propres cartes.</translation>
    </message>
</context>
<context>
    <name>DealRow</name>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Numér&amp;o de donne&#x202f;:</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nouvelle donne</translation>
    </message>
    <message>
        <source>The same deal number and players give the same cards: a class can replay a game.</source>
        <translation>Le même numéro de donne et les mêmes joueurs donnent les mêmes cartes&#x202f;: une classe peut rejouer une partie.</translation>
    </message>
</context>
<context>
    <name>ErrorReportDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>Recto Verso Studio hit an unexpected problem. Your games are saved and the app will try to carry on. Please copy the report below and send it with a few words about what you were doing.</source>
        <translation>Recto Verso Studio a rencontré un problème inattendu. Vos parties sont enregistrées et l&apos;application va essayer de continuer. Copiez le rapport ci-dessous et envoyez-le avec quelques mots sur ce que vous faisiez.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copier le rapport</translation>
    </message>
</context>
<context>
    <name>GridEditor</name>
    <message>
        <source>row %1: the time must look like 1:30</source>
        <translation>ligne %1&#x202f;: le temps doit s&apos;écrire comme 1:30</translation>
    </message>
    <message>
        <source>row %1: the points must be a whole number</source>
        <translation>ligne %1&#x202f;: les points doivent être un nombre entier</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistrée&#x202f;: %1</translation>
    </message>
    <message>
        <source>Saved. The stopwatch uses this grid.</source>
        <translation>Enregistrée. Le chrono utilise cette grille.</translation>
    </message>
    <message>
        <source>The default grid is back.</source>
        <translation>La grille par défaut est rétablie.</translation>
    </message>
    <message>
        <source>Time grid</source>
        <translation>Grille des temps</translation>
    </message>
    <message>
        <source>A correct building finished within a time scores its points; after the last time, 0.</source>
        <translation>Un bâtiment juste terminé dans un temps rapporte ses points&#x202f;; après le dernier temps, 0.</translation>
    </message>
    <message>
        <source>Up to (m:ss)</source>
        <translation>Jusqu&apos;à (m:ss)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>+ Ligne</translation>
    </message>
    <message>
        <source>Remove a row</source>
        <translation>− Ligne</translation>
    </message>
    <message>
        <source>Save the grid</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Restore default</source>
        <translation>Par défaut</translation>
    </message>
</context>
<context>
    <name>GuideController</name>
    <message>
        <source>Not that move yet. Follow the arrow:</source>
        <translation>Pas encore ce coup-là. Suivez la flèche :</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Astuce</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Quitter le guide</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>You have seen how the game goes.</source>
        <translation>Vous avez vu comment se joue la partie.</translation>
    </message>
    <message>
        <source>Finish here</source>
        <translation>Terminer ici</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Bien joué&#x202f;!</translation>
    </message>
    <message>
        <source>Not this time…</source>
        <translation>Pas cette fois…</translation>
    </message>
    <message>
        <source>This first game left out a few rules:</source>
        <translation>Cette première partie a laissé de côté quelques règles :</translation>
    </message>
</context>
<context>
    <name>GuideOffer</name>
    <message>
        <source>New to %1? Learn it by playing a short guided game.</source>
        <translation>Vous découvrez %1&#x202f;? Apprenez-le en jouant une courte partie guidée.</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Apprendre en jouant</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <source>Recto Verso Studio</source>
        <extracomment>How far a tile&apos;s art may reach beyond its band (a building&apos;s roof does), in pixels. The art as last drawn, and the (width, height, pixel ratio) it was drawn for.</extracomment>
        <translation>Recto Verso Studio</translation>
    </message>
    <message>
        <source>Four two-sided games to play at the computer and to print at home</source>
        <translation>Quatre jeux à deux faces, à jouer sur l&apos;ordinateur et à imprimer chez vous</translation>
    </message>
    <message>
        <source>Choose a tile with the mouse, or with the arrow keys and Enter. Esc comes back here.</source>
        <translation>Choisissez une tuile à la souris, ou avec les flèches et Entrée. Échap ramène ici.</translation>
    </message>
    <message>
        <source>▶ Learn by playing</source>
        <translation>▶ Apprendre en jouant</translation>
    </message>
    <message>
        <source>A short guided first game that shows the rules as you play</source>
        <translation>Une courte première partie guidée qui montre les règles en jouant</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move between the tiles</source>
        <translation>Passer d&apos;une tuile à l&apos;autre</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Entrée / Espace</translation>
    </message>
    <message>
        <source>Open the tile with the focus</source>
        <translation>Ouvrir la tuile sélectionnée</translation>
    </message>
    <message>
        <source>Learn %1 by playing</source>
        <translation>Apprendre %1 en jouant</translation>
    </message>
</context>
<context>
    <name>LadderPage</name>
    <message>
        <source>Co-op ladder (2 players)</source>
        <translation>Échelle coopérative (2 joueurs)</translation>
    </message>
    <message>
        <source>%1 stages, each with less time: %2.</source>
        <translation>%1 marches, chacune avec moins de temps&#x202f;: %2.</translation>
    </message>
</context>
<context>
    <name>LadderTool</name>
    <message>
        <source>All %1 stages climbed</source>
        <extracomment>The attempt&apos;s time: read through ``self.clock`` (tests swap it), paused by the app&apos;s clock service.</extracomment>
        <translation>Les %1 marches sont gravies</translation>
    </message>
    <message>
        <source>Kings of Construction</source>
        <translation>Rois de la construction</translation>
    </message>
    <message>
        <source>Stage %1 of %2 — attempt %3</source>
        <translation>Marche %1 sur %2 — essai %3</translation>
    </message>
    <message>
        <source>Slide in a card, then press Start (S)</source>
        <translation>Glissez une carte, puis appuyez sur Départ (S)</translation>
    </message>
    <message>
        <source>Build! Correct in time: Built it (B); a mistake: Failed (F)</source>
        <translation>Construisez&#x202f;! Juste à temps&#x202f;: Réussi (B)&#x202f;; une erreur&#x202f;: Raté (F)</translation>
    </message>
    <message>
        <source>Stage cleared! Next card, then Start (S)</source>
        <translation>Marche réussie&#x202f;! Carte suivante, puis Départ (S)</translation>
    </message>
    <message>
        <source>Same stage again with a new card: Start (S)</source>
        <translation>Même marche avec une nouvelle carte&#x202f;: Départ (S)</translation>
    </message>
    <message>
        <source>Time is up! Same stage again with a new card: Start (S)</source>
        <translation>Temps écoulé&#x202f;! Même marche avec une nouvelle carte&#x202f;: Départ (S)</translation>
    </message>
    <message>
        <source>You climbed the whole ladder: you are the Kings of Construction!</source>
        <translation>Vous avez gravi toute l&apos;échelle&#x202f;: vous êtes les Rois de la construction&#x202f;!</translation>
    </message>
    <message>
        <source>Climb again (S)</source>
        <translation>Regrimper (S)</translation>
    </message>
    <message>
        <source>Start (S)</source>
        <translation>Départ (S)</translation>
    </message>
    <message>
        <source>✔ Built it (B)</source>
        <translation>✔ Réussi (B)</translation>
    </message>
    <message>
        <source>✖ Failed (F)</source>
        <translation>✖ Raté (F)</translation>
    </message>
</context>
<context>
    <name>LockoutList</name>
    <message numerus="yes">
        <source>%n wrong codes</source>
        <translation>
            <numerusform>%n code erroné</numerusform>
            <numerusform>%n codes erronés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned away: %n</source>
        <translation>
            <numerusform>Refusés : %n</numerusform>
            <numerusform>Refusés : %n</numerusform>
        </translation>
    </message>
    <message>
        <source>you closed its phone</source>
        <extracomment>Lines shown at most.</extracomment>
        <translation>vous avez fermé son téléphone</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Let them all in</source>
        <translation>Tous les laisser entrer</translation>
    </message>
    <message>
        <source>These devices may not join the table until you let them in: too many wrong codes, or you closed their phone</source>
        <translation>Ces appareils ne peuvent pas rejoindre la table tant que vous ne les laissez pas entrer : trop de codes erronés, ou vous avez fermé leur téléphone</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Laisser entrer</translation>
    </message>
    <message>
        <source>Let this device try to join again</source>
        <translation>Laisser cet appareil essayer à nouveau de rejoindre la table</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>← &amp;Home</source>
        <translation>← &amp;Accueil</translation>
    </message>
    <message>
        <source>Back to the home screen (Esc)</source>
        <translation>Retour à l&apos;écran d&apos;accueil (Échap)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À pr&amp;opos</translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation>Touches (F1)</translation>
    </message>
    <message>
        <source>The keyboard shortcuts of this screen (F1)</source>
        <translation>Les raccourcis clavier de cet écran (F1)</translation>
    </message>
    <message>
        <source>&amp;Presenter</source>
        <translation>&amp;Présentation</translation>
    </message>
    <message>
        <source>Presenter mode for projectors: larger, high-contrast interface (Ctrl+Shift+P)</source>
        <translation>Mode présentation pour vidéoprojecteur&#x202f;: interface plus grande et plus contrastée (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Studio</source>
        <translation>&amp;Studio</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>A&amp;ller à</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Show this list of keys</source>
        <translation>Afficher cette liste de touches</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Back to the home screen (or close this list)</source>
        <translation>Retour à l&apos;écran d&apos;accueil (ou fermer cette liste)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maj+Tab</translation>
    </message>
    <message>
        <source>Move the focus to the next / previous control</source>
        <translation>Passer à la commande suivante / précédente</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Espace / Entrée</translation>
    </message>
    <message>
        <source>Press the focused button</source>
        <translation>Appuyer sur le bouton sélectionné</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Maj+P</translation>
    </message>
    <message>
        <source>Presenter mode on or off</source>
        <translation>Activer ou désactiver le mode présentation</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>Activer ou désactiver le plein écran</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>On this screen: %1</source>
        <translation>Sur cet écran&#x202f;: %1</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Avec un lecteur d&apos;écran</translation>
    </message>
</context>
<context>
    <name>NewsBar</name>
    <message>
        <source>Game news</source>
        <extracomment>The bar&apos;s object name, by which a window&apos;s bar is found again. How fast a screen reader speaks at its usual rate (espeak-ng&apos;s 175 words a minute). The longest any news is thought to take, in ms (many listen faster than the usual rate).</extracomment>
        <translation>Nouvelles de la partie</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>For sharing or for print-on-demand services; saved in a png folder</source>
        <extracomment>the two-sided choices: (duplex, gutterfold)</extracomment>
        <translation>Pour partager ou pour les services d&apos;impression à la demande&#x202f;; enregistré dans un dossier png</translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the %1 mm bleed, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Pour laisser la place au fond perdu de %1 mm, chaque feuille porte %n carte au lieu de %2.</numerusform>
            <numerusform>Pour laisser la place au fond perdu de %1 mm, chaque feuille porte %n cartes au lieu de %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the crop marks, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Pour laisser la place aux traits de coupe, chaque feuille porte %n carte au lieu de %2.</numerusform>
            <numerusform>Pour laisser la place aux traits de coupe, chaque feuille porte %n cartes au lieu de %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the %1 mm bleed and the crop marks, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Pour laisser la place au fond perdu de %1 mm et aux traits de coupe, chaque feuille porte %n carte au lieu de %2.</numerusform>
            <numerusform>Pour laisser la place au fond perdu de %1 mm et aux traits de coupe, chaque feuille porte %n cartes au lieu de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards lie sideways on the sheet: that way the most fit.</source>
        <translation>Les cartes sont couchées sur la feuille&#x202f;: c&apos;est ainsi qu&apos;il en tient le plus.</translation>
    </message>
    <message>
        <source>What to print</source>
        <translation>Quoi imprimer</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#x202f;:</translation>
    </message>
    <message>
        <source>All four games</source>
        <translation>Les quatre jeux</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Inclure&#x202f;:</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <source>The building cards and every deck, fronts and backs</source>
        <translation>Les cartes Bâtiment et tous les paquets, recto et verso</translation>
    </message>
    <message>
        <source>&amp;Score sheets</source>
        <translation>&amp;Feuilles de score</translation>
    </message>
    <message>
        <source>Player &amp;aids</source>
        <translation>&amp;Aides de jeu</translation>
    </message>
    <message>
        <source>One page of rules reminders per game</source>
        <translation>Une page d&apos;aide-mémoire des règles par jeu</translation>
    </message>
    <message>
        <source>Calib&amp;ration page</source>
        <translation>Page d&apos;étalonna&amp;ge</translation>
    </message>
    <message>
        <source>A 100 mm ruler and a test of how the backs line up</source>
        <translation>Une règle de 100 mm et un test d&apos;alignement des dos</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#x202f;:</translation>
    </message>
    <message>
        <source>Language of the cards, score sheets and player aids</source>
        <translation>Langue des cartes, des feuilles de score et des aides de jeu</translation>
    </message>
    <message>
        <source>Paper and cards</source>
        <translation>Papier et cartes</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>Pap&amp;ier&#x202f;:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Taille des cartes&#x202f;:</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Mini</source>
        <translation>Mini</translation>
    </message>
    <message>
        <source>&amp;Bleed:</source>
        <translation>Fon&amp;d perdu&#x202f;:</translation>
    </message>
    <message>
        <source>Extra background around each card, so a slightly off cut shows no white edge</source>
        <translation>Fond en plus autour de chaque carte, pour qu&apos;une coupe un peu décalée ne laisse pas de bord blanc</translation>
    </message>
    <message>
        <source>Cr&amp;op marks in the margins</source>
        <translation>T&amp;raits de coupe dans les marges</translation>
    </message>
    <message>
        <source>&amp;Ink saver (no full backgrounds)</source>
        <translation>Économie d&apos;e&amp;ncre (pas de fonds pleins)</translation>
    </message>
    <message>
        <source>Two-sided printing</source>
        <translation>Impression recto verso</translation>
    </message>
    <message>
        <source>Printing &amp;mode:</source>
        <translation>&amp;Mode d&apos;impression&#x202f;:</translation>
    </message>
    <message>
        <source>Two-sided, flip on the long edge</source>
        <translation>Recto verso, retourner sur le bord long</translation>
    </message>
    <message>
        <source>Two-sided, flip on the short edge</source>
        <translation>Recto verso, retourner sur le bord court</translation>
    </message>
    <message>
        <source>One-sided: fronts and backs in two files</source>
        <translation>Recto seul&#x202f;: rectos et versos dans deux fichiers</translation>
    </message>
    <message>
        <source>Fold and glue (one-sided)</source>
        <translation>Plier et coller (recto seul)</translation>
    </message>
    <message>
        <source>Back offset:</source>
        <translation>Décalage des dos&#x202f;:</translation>
    </message>
    <message>
        <source>&amp;X</source>
        <translation>&amp;X</translation>
    </message>
    <message>
        <source>&amp;Y</source>
        <translation>&amp;Y</translation>
    </message>
    <message>
        <source>Moves every back to the right (mm); read it off the calibration page</source>
        <translation>Décale tous les dos vers la droite (mm)&#x202f;; valeur à lire sur la page d&apos;étalonnage</translation>
    </message>
    <message>
        <source>Moves every back down (mm); read it off the calibration page</source>
        <translation>Décale tous les dos vers le bas (mm)&#x202f;; valeur à lire sur la page d&apos;étalonnage</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>Images</translation>
    </message>
    <message>
        <source>Also &amp;write a PNG of every card face</source>
        <translation>Enregistrer a&amp;ussi un PNG de chaque face</translation>
    </message>
    <message>
        <source>Resolution of the PNG pictures</source>
        <translation>Résolution des images PNG</translation>
    </message>
    <message>
        <source>Resol&amp;ution:</source>
        <translation>Ré&amp;solution&#x202f;:</translation>
    </message>
</context>
<context>
    <name>PartnersPage</name>
    <message>
        <source>Player %1</source>
        <extracomment>Where each new draw&apos;s seed comes from (tests and screenshots fix it).</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Nombre&#x202f;:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Joueur %1&#x202f;:</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>&amp;Commence&#x202f;:</translation>
    </message>
    <message>
        <source>The first active player: whoever most recently built or repaired something</source>
        <translation>Le premier joueur actif&#x202f;: celui qui a bricolé ou construit quelque chose le plus récemment</translation>
    </message>
    <message>
        <source>&amp;Start the draw</source>
        <translation>&amp;Lancer le tirage</translation>
    </message>
    <message>
        <source>Partner draw</source>
        <translation>Tirage des partenaires</translation>
    </message>
    <message>
        <source>Replaces the grey partner tokens: one round per token, the active player moves left.</source>
        <translation>Remplace les jetons Partenaire gris&#x202f;: une manche par jeton, le joueur actif passe à gauche.</translation>
    </message>
</context>
<context>
    <name>PartnersTool</name>
    <message>
        <source>◀ Previous (P)</source>
        <translation>◀ Précédente (P)</translation>
    </message>
    <message>
        <source>Next round (N) ▶</source>
        <translation>Manche suivante (N) ▶</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Joueur actif</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Enter the names, then start the draw</source>
        <translation>Saisissez les noms, puis lancez le tirage</translation>
    </message>
    <message>
        <source>All %1 tokens are turned: the game is over</source>
        <translation>Les %1 jetons sont retournés&#x202f;: la partie est finie</translation>
    </message>
    <message>
        <source>Add up</source>
        <translation>Comptez</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>les points</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <source>builds with</source>
        <translation>construit avec</translation>
    </message>
    <message>
        <source>Grey tokens left (this one included): %1</source>
        <translation>Jetons gris restants (celui-ci compris)&#x202f;: %1</translation>
    </message>
</context>
<context>
    <name>PartyPhoneSeats</name>
    <message>
        <source>%1 on a phone</source>
        <extracomment>Phases of a round in which the card&apos;s facades may be shown to the room.</extracomment>
        <translation>%1 sur un téléphone</translation>
    </message>
</context>
<context>
    <name>PartyPhones</name>
    <message>
        <source>The table could not be offered to phones at %1: %2</source>
        <translation>La table n&apos;a pas pu être proposée aux téléphones à l&apos;adresse %1&#x202f;: %2</translation>
    </message>
</context>
<context>
    <name>PhoneSetupBox</name>
    <message>
        <source>Play on phones…</source>
        <translation>Jouer sur téléphones…</translation>
    </message>
    <message>
        <source>This game cannot be played on phones yet: the phone page does not show it.</source>
        <translation>Ce jeu ne se joue pas encore sur téléphone&#x202f;: la page des téléphones ne l&apos;affiche pas.</translation>
    </message>
    <message>
        <source>Offer the table at:</source>
        <translation>Proposer la table à l&apos;adresse :</translation>
    </message>
    <message>
        <source>All networks (0.0.0.0)</source>
        <translation>Tous les réseaux (0.0.0.0)</translation>
    </message>
    <message>
        <source>This computer only (%1), for a demonstration</source>
        <translation>Cet ordinateur seulement (%1), pour une démonstration</translation>
    </message>
    <message>
        <source>The address of this computer that the phones can reach</source>
        <translation>L&apos;adresse de cet ordinateur que les téléphones peuvent joindre</translation>
    </message>
    <message>
        <source>Set the seats played on phones to “On a phone”. The phones must be on the same network as this computer; the table shows their address, a QR code and a table code.</source>
        <translation>Mettez les places jouées sur téléphone sur «&#x202f;Sur un téléphone&#x202f;». Les téléphones doivent être sur le même réseau que cet ordinateur&#x202f;; la table affiche l&apos;adresse, un code QR et un code de table.</translation>
    </message>
    <message>
        <source>Warning: every network this computer is on can reach the table, not only the classroom&apos;s. Choose this only if the phones cannot reach the addresses above.</source>
        <translation>Attention&#x202f;: tous les réseaux auxquels cet ordinateur est relié peuvent joindre la table, pas seulement celui de la classe. Ne choisissez ceci que si les téléphones ne joignent pas les adresses ci-dessus.</translation>
    </message>
</context>
<context>
    <name>PieceButton</name>
    <message>
        <source>on the board</source>
        <translation>sur le plateau</translation>
    </message>
    <message>
        <source>in the tray</source>
        <translation>dans la réserve</translation>
    </message>
    <message>
        <source>%1 piece, %2</source>
        <translation>Pièce %1, %2</translation>
    </message>
    <message>
        <source>on board</source>
        <translation>posée</translation>
    </message>
</context>
<context>
    <name>PlainTableView</name>
    <message>
        <source>Game over — %1 won.</source>
        <translation>Partie terminée — %1 a gagné.</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>Each player sees their own cards on their phone.</source>
        <translation>Chaque joueur voit ses propres cartes sur son téléphone.</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <source>Recto Verso Studio cannot open its window: these system libraries are missing:</source>
        <translation>Recto Verso Studio ne peut pas ouvrir sa fenêtre&#x202f;: ces bibliothèques du système manquent :</translation>
    </message>
    <message>
        <source>Install them with one of these commands, then start the app again:</source>
        <translation>Installez-les avec l’une de ces commandes, puis relancez l’application :</translation>
    </message>
    <message>
        <source>(no package known for this library: look for it in your system&apos;s package manager)</source>
        <translation>(aucun paquet connu pour cette bibliothèque&#x202f;: cherchez-la dans le gestionnaire de paquets de votre système)</translation>
    </message>
</context>
<context>
    <name>PresenterPanel</name>
    <message>
        <source>Show all hands (teacher)</source>
        <extracomment>The teacher turned &quot;show all hands&quot; on or off; the table redraws what it shows. The teacher turned &quot;teach&quot; on or off (or presenter mode changed): :attr:`teaching` tells which. The teacher asked for the next computer move (&quot;Next move&quot; or Space).</extracomment>
        <translation>Montrer toutes les mains (enseignant)</translation>
    </message>
    <message>
        <source>Shows every hidden card to the whole room; a banner says so while it is on</source>
        <translation>Montre chaque carte cachée à toute la salle&#x202f;; un bandeau le signale tant que c&apos;est activé</translation>
    </message>
    <message>
        <source>ALL HANDS ARE SHOWN — the teacher is showing every hidden card to the room</source>
        <translation>TOUTES LES MAINS SONT VISIBLES — l&apos;enseignant montre chaque carte cachée à la salle</translation>
    </message>
    <message>
        <source>Teach: wait for Space before each move</source>
        <translation>Enseigner&#x202f;: attendre Espace avant chaque coup</translation>
    </message>
    <message>
        <source>Each computer move waits for Space or Next move, so you can explain it first</source>
        <translation>Chaque coup de l&apos;ordinateur attend Espace ou Coup suivant, pour que vous puissiez l&apos;expliquer d&apos;abord</translation>
    </message>
    <message>
        <source>Next move (Space)</source>
        <translation>Coup suivant (Espace)</translation>
    </message>
    <message>
        <source>Play the computer&apos;s next move (Space)</source>
        <translation>Jouer le prochain coup de l&apos;ordinateur (Espace)</translation>
    </message>
    <message>
        <source>The last move, explained</source>
        <extracomment>Lines the box asks room for (the title runs into the first lines); more scroll inside it, so the facades above keep their room.</extracomment>
        <translation>Le dernier coup, expliqué</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Aucun coup pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Règle :</translation>
    </message>
    <message>
        <source>Every hidden side is shown on the table, beside its card.</source>
        <extracomment>On a table shorter than this (pixels: a 1280×800 screen in presenter mode), two lines.</extracomment>
        <translation>Chaque côté caché est montré sur la table, près de sa carte.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>No hidden cards right now.</source>
        <translation>Aucune carte cachée pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>cards</source>
        <translation>cartes</translation>
    </message>
    <message>
        <source>score sheets</source>
        <translation>feuilles de score</translation>
    </message>
    <message>
        <source>player aid</source>
        <translation>aide de jeu</translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation>Page d&apos;étalonnage</translation>
    </message>
    <message>
        <source>card fronts</source>
        <translation>rectos des cartes</translation>
    </message>
    <message>
        <source>card backs</source>
        <translation>versos des cartes</translation>
    </message>
    <message>
        <source>Nothing to print: tick at least one thing to print.</source>
        <translation>Rien à imprimer&#x202f;: cochez au moins un élément.</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Rien à imprimer</translation>
    </message>
    <message>
        <source>Page %1 of %2 · file %3 of %4</source>
        <translation>Page %1 sur %2 · fichier %3 sur %4</translation>
    </message>
    <message>
        <source>These cards cannot be shown; the export will skip them.</source>
        <translation>Ces cartes ne peuvent pas être affichées&#x202f;; l&apos;export les ignorera.</translation>
    </message>
    <message>
        <source>Check the 100 mm ruler, then print this sheet two-sided to test the backs.</source>
        <translation>Vérifiez la règle de 100 mm, puis imprimez cette feuille en recto verso pour tester les dos.</translation>
    </message>
    <message>
        <source>Back of the calibration sheet: the scales fall behind the crosses of the front.</source>
        <translation>Dos de la page d&apos;étalonnage&#x202f;: les graduations tombent derrière les croix du recto.</translation>
    </message>
    <message>
        <source>Printed as it is shown, one-sided.</source>
        <translation>Imprimé tel qu&apos;affiché, en recto seul.</translation>
    </message>
    <message>
        <source> Cut along the crop marks in the margins.</source>
        <translation> Coupez le long des traits de coupe.</translation>
    </message>
    <message>
        <source>Sheet %1: fronts on the left, backs on the right. Cut, fold on the dashed line and glue.</source>
        <translation>Feuille %1&#x202f;: rectos à gauche, versos à droite. Coupez, pliez sur le pointillé et collez.</translation>
    </message>
    <message>
        <source>Sheet %1, fronts.</source>
        <translation>Feuille %1, rectos.</translation>
    </message>
    <message>
        <source>Sheet %1, backs: feed the printed fronts back in and print these on the reverse.</source>
        <translation>Feuille %1, versos&#x202f;: remettez les rectos imprimés dans l&apos;imprimante et imprimez ceux-ci au dos.</translation>
    </message>
    <message>
        <source>long edge</source>
        <translation>bord long</translation>
    </message>
    <message>
        <source>short edge</source>
        <translation>bord court</translation>
    </message>
    <message>
        <source>Sheet %1, backs: printed on the reverse (flip on the %2), each back right behind its front.</source>
        <translation>Feuille %1, versos&#x202f;: imprimés au dos (retourner sur le %2), chaque verso juste derrière son recto.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>Fic&amp;hier&#x202f;:</translation>
    </message>
    <message>
        <source>◀ Pre&amp;vious</source>
        <translation>◀ &amp;Précédente</translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation>Page précédente (Pg préc)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>Sui&amp;vante ▶</translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation>Page suivante (Pg suiv)</translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation>Aperçu de la page</translation>
    </message>
</context>
<context>
    <name>PrintView</name>
    <message>
        <source>Print &amp; play</source>
        <extracomment>how a folder is opened (replaced in tests)</extracomment>
        <translation>Imprimer et jouer</translation>
    </message>
    <message>
        <source>Every deck, building card, score sheet and player aid as PDF files to print at home, previewed page by page.</source>
        <translation>Paquets, cartes Bâtiment, feuilles de score et aides de jeu en PDF à imprimer chez vous, avec aperçu.</translation>
    </message>
    <message>
        <source>Save in &amp;folder:</source>
        <translation>D&amp;ossier&#x202f;:</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoisir…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Stop the export; files already finished stay whole</source>
        <translation>Arrêter l&apos;export&#x202f;; les fichiers déjà terminés restent entiers</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>Ou&amp;vrir le dossier</translation>
    </message>
    <message>
        <source>Write the PDF files into the folder (Alt+E)</source>
        <translation>Écrire les fichiers PDF dans le dossier (Alt+E)</translation>
    </message>
    <message>
        <source>Choose the options, check the pages on the right, then export.</source>
        <translation>Choisissez les options, vérifiez les pages à droite, puis exportez.</translation>
    </message>
    <message>
        <source>Folder for the PDF files</source>
        <translation>Dossier des fichiers PDF</translation>
    </message>
    <message>
        <source>Choose a folder for the PDF files first.</source>
        <translation>Choisissez d&apos;abord un dossier pour les fichiers PDF.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose a folder for the PDF files.</source>
        <translation>%1 est un fichier, pas un dossier. Choisissez un dossier pour les fichiers PDF.</translation>
    </message>
    <message>
        <source>%1 is in the way and is not a folder. Choose another folder.</source>
        <translation>%1 bloque le chemin et n&apos;est pas un dossier. Choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to. Choose a folder of your own.</source>
        <translation>Impossible d&apos;écrire dans le dossier %1. Choisissez un dossier qui vous appartient.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created: %2. Choose another name.</source>
        <translation>Impossible de créer le dossier %1&#x202f;: %2. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created: %2. Choose another one.</source>
        <translation>Impossible de créer le dossier %1&#x202f;: %2. Choisissez-en un autre.</translation>
    </message>
    <message>
        <source>Tick at least one thing to print.</source>
        <translation>Cochez au moins un élément à imprimer.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Stopping after the file being written…</source>
        <translation>Arrêt après le fichier en cours d&apos;écriture…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n file(s) (%1 MB) in %2.</source>
        <translation>
            <numerusform>Terminé&#x202f;: %n fichier (%1 Mo) dans %2.</numerusform>
            <numerusform>Terminé&#x202f;: %n fichiers (%1 Mo) dans %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export stopped. %n file(s) finished before; no file is half-written.</source>
        <translation>
            <numerusform>Export arrêté. %n fichier était déjà terminé&#x202f;; aucun fichier n&apos;est à moitié écrit.</numerusform>
            <numerusform>Export arrêté. %n fichiers étaient déjà terminés&#x202f;; aucun fichier n&apos;est à moitié écrit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print at 100 % (no “fit to page”); the calibration page checks it.</source>
        <translation>Imprimez à 100 % (sans «&#x202f;ajuster à la page&#x202f;»)&#x202f;; la page d&apos;étalonnage permet de le vérifier.</translation>
    </message>
    <message>
        <source>%1 is open in another program. Close it there and export again; no half-written file was left.</source>
        <translation>%1 est ouvert dans un autre programme. Fermez-le puis relancez l&apos;export&#x202f;; aucun fichier n&apos;est resté à moitié écrit.</translation>
    </message>
    <message>
        <source>The disk is full. The export stopped and left no half-written file; free some space and export again.</source>
        <translation>Le disque est plein. L&apos;export s&apos;est arrêté sans laisser de fichier à moitié écrit&#x202f;; libérez de la place et relancez l&apos;export.</translation>
    </message>
    <message>
        <source>The folder %1 is gone. Choose another one.</source>
        <translation>Le dossier %1 a disparu. Choisissez-en un autre.</translation>
    </message>
    <message>
        <source>Could not write into %1: %2. No half-written file was left.</source>
        <translation>Impossible d&apos;écrire dans %1&#x202f;: %2. Aucun fichier à moitié écrit n&apos;a été laissé.</translation>
    </message>
    <message>
        <source>The export failed because of an error in the app; it is in the log.</source>
        <translation>L&apos;export a échoué à cause d&apos;une erreur de l&apos;application&#x202f;; elle est consignée dans le journal.</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between the options, the preview and the buttons</source>
        <translation>Passer des options à l&apos;aperçu et aux boutons</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + lettre soulignée</translation>
    </message>
    <message>
        <source>Jump to that option</source>
        <translation>Aller directement à cette option</translation>
    </message>
    <message>
        <source>← → / ↑ ↓ (preview)</source>
        <translation>← → / ↑ ↓ (aperçu)</translation>
    </message>
    <message>
        <source>Previous / next file</source>
        <translation>Fichier précédent / suivant</translation>
    </message>
    <message>
        <source>Page Up / Page Down</source>
        <translation>Page préc. / Page suiv.</translation>
    </message>
    <message>
        <source>Previous / next page of the preview</source>
        <translation>Page précédente / suivante de l&apos;aperçu</translation>
    </message>
</context>
<context>
    <name>RectoVersoGuide</name>
    <message>
        <source>Leave the guide</source>
        <extracomment>The view as a widget, for where it is and whether it shows (it is never driven from here). Where the scripts&apos; targets lie on the builder&apos;s page. The one-time offer, a line of the start page under its heading.</extracomment>
        <translation>Quitter le guide</translation>
    </message>
    <message>
        <source>Leave the guided game? You can go on building on your own.</source>
        <translation>Quitter la partie guidée&#x202f;? Vous pourrez continuer à construire seul.</translation>
    </message>
    <message>
        <source>Learn the partner round by playing</source>
        <translation>Apprendre la manche à deux en jouant</translation>
    </message>
    <message>
        <source>Learn the ladder by playing</source>
        <translation>Apprendre l&apos;échelle en jouant</translation>
    </message>
</context>
<context>
    <name>RectoVersoStartPage</name>
    <message>
        <source>My cards</source>
        <extracomment>The data of a card of My cards in the list of cards (shipped cards have their id alone). Okabe–Ito colours for the players; each also shows the player&apos;s initial. The guided puzzle&apos;s one-time offer, under the heading (docs/ARCHITECTURE.md). The cards of My cards (&quot;Make a card&quot;), listed under their own heading.</extracomment>
        <translation>Mes cartes</translation>
    </message>
    <message>
        <source>Recto Verso — the building game</source>
        <translation>Recto Verso — le jeu de construction</translation>
    </message>
    <message>
        <source>Rebuild the building on the card with the wooden pieces. One partner sees the front, the other the back. Choose how to play:</source>
        <translation>Reconstruisez le bâtiment de la carte. Un partenaire voit l&apos;avant, l&apos;autre l&apos;arrière. Choisissez comment jouer&#x202f;:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau&#x202f;:</translation>
    </message>
    <message>
        <source>&amp;Easy (10 pieces)</source>
        <translation>&amp;Facile (10 pièces)</translation>
    </message>
    <message>
        <source>&amp;Hard (11 pieces, with the red one)</source>
        <translation>&amp;Difficile (11 pièces, avec la rouge)</translation>
    </message>
    <message>
        <source>&amp;Resume the saved game</source>
        <translation>&amp;Reprendre la partie enregistrée</translation>
    </message>
    <message>
        <source>&amp;Load a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Puzzle — 1 player</source>
        <translation>Casse-tête — 1 joueur</translation>
    </message>
    <message>
        <source>Build a card alone with both facades in view. Hints and a solution when you are stuck.</source>
        <translation>Construisez une carte seul, avec les deux façades sous les yeux. Indices et solution si vous bloquez.</translation>
    </message>
    <message>
        <source>Start the &amp;puzzle</source>
        <translation>Lancer le &amp;casse-tête</translation>
    </message>
    <message>
        <source>&amp;New card (generated)</source>
        <translation>&amp;Nouvelle carte (générée)</translation>
    </message>
    <message>
        <source>Party game — 3 to 6 players</source>
        <translation>Jeu à plusieurs — 3 à 6 joueurs</translation>
    </message>
    <message>
        <source>Partner tokens pair the builders; the faster a correct building, the more points to both.</source>
        <translation>Les jetons Partenaire forment les paires de bâtisseurs&#x202f;; plus un bâtiment juste est rapide, plus les deux marquent de points.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs&#x202f;:</translation>
    </message>
    <message>
        <source>Start the p&amp;arty</source>
        <translation>Lancer la p&amp;artie</translation>
    </message>
    <message>
        <source>Co-op ladder — 2 players</source>
        <translation>Échelle coopérative — 2 joueurs</translation>
    </message>
    <message>
        <source>Climb 7 stages together, from 1:30 down to 0:15 per building. Clear them all to become the Kings of Construction.</source>
        <translation>Gravissez 7 marches ensemble, de 1:30 à 0:15 par bâtiment. Réussissez-les toutes pour devenir les Rois de la construction.</translation>
    </message>
    <message>
        <source>Start the &amp;ladder</source>
        <translation>&amp;Grimper l&apos;échelle</translation>
    </message>
    <message>
        <source>7 stages to climb</source>
        <translation>7 marches à gravir</translation>
    </message>
    <message>
        <source>FRONT · recto</source>
        <translation>AVANT · recto</translation>
    </message>
    <message>
        <source>BACK · verso</source>
        <translation>ARRIÈRE · verso</translation>
    </message>
</context>
<context>
    <name>RectoVersoView</name>
    <message>
        <source>Kings of Construction</source>
        <translation>Rois de la construction</translation>
    </message>
    <message>
        <source>Recto!</source>
        <extracomment>The row of the tray, the board and the facades; a party played on phones adds its shared screen.</extracomment>
        <translation>Recto&#x202f;!</translation>
    </message>
    <message>
        <source>The front partner says the building is done</source>
        <translation>Le partenaire de l&apos;avant annonce que le bâtiment est fini</translation>
    </message>
    <message>
        <source>Verso!</source>
        <translation>Verso&#x202f;!</translation>
    </message>
    <message>
        <source>The back partner says the building is done</source>
        <translation>Le partenaire de l&apos;arrière annonce que le bâtiment est fini</translation>
    </message>
    <message>
        <source>✓ &amp;Check</source>
        <translation>✓ &amp;Vérifier</translation>
    </message>
    <message>
        <source>Pieces (Tab picks the next)</source>
        <translation>Pièces (Tab&#x202f;: suivante)</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annuler (Ctrl+Z)</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation>Rétablir (Ctrl+Y)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation>Retirer toutes les pièces du plateau</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show a s&amp;olution</source>
        <translation>Voir une s&amp;olution</translation>
    </message>
    <message>
        <source>Make a card…</source>
        <translation>Créer une carte…</translation>
    </message>
    <message>
        <source>Draw this building as a card of your own, count its solutions, save it</source>
        <translation>Dessiner ce bâtiment comme votre propre carte, compter ses solutions, l&apos;enregistrer</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Click or tap a piece in the tray, then the board. R / Shift+R or the wheel turn it, T tips it onto its side, F flips it upside down. Tab, arrows and Enter build with the keys; Delete takes a piece off; Q / E turn the view; F6 leaves the board.</source>
        <translation>Cliquez ou touchez une pièce de la réserve, puis le plateau. R / Maj+R ou la molette la tournent, T la couche sur le côté, F la retourne. Tab, les flèches et Entrée construisent au clavier&#x202f;; Suppr retire une pièce&#x202f;; Q / E tournent la vue&#x202f;; F6 quitte le plateau.</translation>
    </message>
    <message>
        <source>⟲ Q</source>
        <translation>⟲ Q</translation>
    </message>
    <message>
        <source>Turn the view left (Q)</source>
        <translation>Tourner la vue vers la gauche (Q)</translation>
    </message>
    <message>
        <source>E ⟳</source>
        <translation>E ⟳</translation>
    </message>
    <message>
        <source>Turn the view right (E)</source>
        <translation>Tourner la vue vers la droite (E)</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Partenaire</translation>
    </message>
    <message>
        <source>A second window with only the back, for a second screen</source>
        <translation>Une deuxième fenêtre avec seulement l&apos;arrière, pour un second écran</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Sauver…</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Only the front facade (the front partner)</source>
        <translation>Seulement la façade avant (le partenaire de l&apos;avant)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <source>Only the back facade (the back partner)</source>
        <translation>Seulement la façade arrière (le partenaire de l&apos;arrière)</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>Both facades (solo puzzle)</source>
        <translation>Les deux façades (casse-tête en solo)</translation>
    </message>
    <message>
        <source>Building board</source>
        <translation>Plateau de construction</translation>
    </message>
    <message>
        <source>%1 is not a Recto Verso game</source>
        <translation>%1 n&apos;est pas une partie de Recto Verso</translation>
    </message>
    <message>
        <source>%1 holds a finished game</source>
        <translation>%1 contient une partie terminée</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#x202f;: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Chrono</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>%1 flips a partner token: %2! %1 looks at the FRONT, %2 at the BACK.</source>
        <translation>%1 retourne un jeton Partenaire&#x202f;: %2&#x202f;! %1 regarde l&apos;AVANT, %2 l&apos;ARRIÈRE.</translation>
    </message>
    <message>
        <source>Reveal the card</source>
        <translation>Révéler la carte</translation>
    </message>
    <message>
        <source>Stage %1 of %2</source>
        <translation>Marche %1 sur %2</translation>
    </message>
    <message>
        <source>%1 to build the card together. One looks at the front, the other at the back.</source>
        <translation>%1 pour construire la carte ensemble. L&apos;un regarde l&apos;avant, l&apos;autre l&apos;arrière.</translation>
    </message>
    <message>
        <source>Attempts failed so far: %1 of %2.</source>
        <translation>Essais ratés jusqu&apos;ici&#x202f;: %1 sur %2.</translation>
    </message>
    <message>
        <source>Start the stage</source>
        <translation>Commencer la marche</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>Juste&#x202f;!</translation>
    </message>
    <message>
        <source>Built in %1.</source>
        <translation>Construit en %1.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carte suivante</translation>
    </message>
    <message>
        <source>Choose a mode</source>
        <translation>Choisir un mode</translation>
    </message>
    <message>
        <source>Not quite…</source>
        <translation>Pas tout à fait…</translation>
    </message>
    <message>
        <source>All partner tokens are flipped. Winner: %1!</source>
        <translation>Tous les jetons Partenaire sont retournés. Victoire&#x202f;: %1&#x202f;!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>No more moves in this round: check the building or finish the round.</source>
        <translation>Plus de coups dans cette manche&#x202f;: vérifiez la construction ou terminez la manche.</translation>
    </message>
    <message>
        <source>Attempts failed: %1</source>
        <translation>Essais ratés&#x202f;: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to build&lt;/b&gt;&lt;br&gt;Click or tap a piece in the tray, then click or tap the board to put it down. It drops to the lowest place where it is supported.&lt;br&gt;&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt; or the wheel turn it, &lt;b&gt;T&lt;/b&gt; tips it onto its side, &lt;b&gt;F&lt;/b&gt; flips it upside down (or use the buttons beside it); &lt;b&gt;Q&lt;/b&gt; / &lt;b&gt;E&lt;/b&gt; turn the view. Click a piece on the board to pick it up again, or drag it; right click or &lt;b&gt;Esc&lt;/b&gt; puts it back.</source>
        <translation>&lt;b&gt;Comment construire&lt;/b&gt;&lt;br&gt;Cliquez ou touchez une pièce de la réserve, puis cliquez ou touchez le plateau pour la poser. Elle descend à la place la plus basse où elle est soutenue.&lt;br&gt;&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Maj+R&lt;/b&gt; ou la molette la tournent, &lt;b&gt;T&lt;/b&gt; la couche sur le côté, &lt;b&gt;F&lt;/b&gt; la retourne (ou utilisez les boutons à côté)&#x202f;; &lt;b&gt;Q&lt;/b&gt; / &lt;b&gt;E&lt;/b&gt; tournent la vue. Cliquez une pièce posée pour la reprendre, ou faites-la glisser&#x202f;; le clic droit ou &lt;b&gt;Échap&lt;/b&gt; la remet dans la réserve.</translation>
    </message>
    <message>
        <source>Attempts failed so far: %1.</source>
        <translation>Essais ratés jusqu&apos;ici&#x202f;: %1.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 built it in %3: %n point(s) each.</source>
        <translation>
            <numerusform>%1 et %2 l&apos;ont construit en %3&#x202f;: %n point chacun.</numerusform>
            <numerusform>%1 et %2 l&apos;ont construit en %3&#x202f;: %n points chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>♛ %1 ♛</source>
        <translation>♛ %1 ♛</translation>
    </message>
    <message>
        <source>All 7 stages cleared! The last one in %1.</source>
        <translation>Les 7 marches sont réussies&#x202f;! La dernière en %1.</translation>
    </message>
    <message>
        <source>The climb ends here</source>
        <translation>L&apos;ascension s&apos;arrête ici</translation>
    </message>
    <message>
        <source>You reached stage %1 of 7.</source>
        <translation>Vous avez atteint la marche %1 sur 7.</translation>
    </message>
    <message>
        <source>Stage %1 cleared!</source>
        <translation>Marche %1 réussie&#x202f;!</translation>
    </message>
    <message>
        <source>Built in %1. Next: %2 for stage %3.</source>
        <translation>Construit en %1. Ensuite&#x202f;: %2 pour la marche %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left</source>
        <translation>
            <numerusform>%n jeton restant</numerusform>
            <numerusform>%n jetons restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>Marche suivante</translation>
    </message>
    <message>
        <source>Time ran out (%1).</source>
        <translation>Temps écoulé (%1).</translation>
    </message>
    <message>
        <source>The building does not match the card.</source>
        <translation>Le bâtiment ne correspond pas à la carte.</translation>
    </message>
    <message>
        <source>Stage %1 not cleared</source>
        <translation>Marche %1 ratée</translation>
    </message>
    <message>
        <source>Try again with a new card.</source>
        <translation>Réessayez avec une nouvelle carte.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Stop the climb</source>
        <translation>Arrêter l&apos;ascension</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s):</source>
        <translation>
            <numerusform>%n erreur&#x202f;:</numerusform>
            <numerusform>%n erreurs&#x202f;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Pas encore</translation>
    </message>
    <message>
        <source>Keep building</source>
        <translation>Continuer à construire</translation>
    </message>
    <message>
        <source>Hint: the %1 piece goes where its ghost is. Click or press Enter to put it down.</source>
        <translation>Indice&#x202f;: la pièce %1 va à l&apos;emplacement de son ombre. Cliquez ou appuyez sur Entrée pour la poser.</translation>
    </message>
    <message>
        <source>Hint: take the %1 piece off; it blocks every solution.</source>
        <translation>Indice&#x202f;: retirez la pièce %1&#x202f;; elle bloque toutes les solutions.</translation>
    </message>
    <message>
        <source>No piece to add: check the building.</source>
        <translation>Aucune pièce à ajouter&#x202f;: vérifiez le bâtiment.</translation>
    </message>
    <message>
        <source>Show a solution</source>
        <extracomment>Arrow actions of the key table, as steps across the screen&apos;s view of the board.</extracomment>
        <translation>Voir une solution</translation>
    </message>
    <message>
        <source>Give up and see a solution?</source>
        <translation>Abandonner et voir une solution&#x202f;?</translation>
    </message>
    <message>
        <source>This card has no solution.</source>
        <translation>Cette carte n&apos;a pas de solution.</translation>
    </message>
    <message>
        <source>Here is one solution.</source>
        <translation>Voici une solution.</translation>
    </message>
    <message>
        <source>Holding the %1 piece: click the board to put it down; R, T, F turn it; right click puts it back.</source>
        <translation>Pièce %1 en main&#x202f;: cliquez sur le plateau pour la poser&#x202f;; R, T, F la tournent&#x202f;; le clic droit la remet en place.</translation>
    </message>
    <message>
        <source>Piece back in the tray.</source>
        <translation>Pièce remise dans la réserve.</translation>
    </message>
    <message>
        <source>The %1 piece is on the board.</source>
        <translation>La pièce %1 est sur le plateau.</translation>
    </message>
    <message>
        <source>No piece there.</source>
        <translation>Aucune pièce ici.</translation>
    </message>
    <message>
        <source>The %1 piece is back in the tray.</source>
        <translation>La pièce %1 est remise dans la réserve.</translation>
    </message>
    <message>
        <source>Every piece is on the board.</source>
        <translation>Toutes les pièces sont sur le plateau.</translation>
    </message>
    <message>
        <source>The %1 piece sticks out of the board.</source>
        <translation>La pièce %1 dépasse du plateau.</translation>
    </message>
    <message>
        <source>Not allowed: the %1 piece would rest on empty space.</source>
        <translation>Interdit&#x202f;: la pièce %1 reposerait sur le vide.</translation>
    </message>
    <message>
        <source>No room for the %1 piece there.</source>
        <translation>Pas de place ici pour la pièce %1.</translation>
    </message>
    <message>
        <source>FRONT · RECTO</source>
        <translation>AVANT · RECTO</translation>
    </message>
    <message>
        <source>BACK · VERSO</source>
        <translation>ARRIÈRE · VERSO</translation>
    </message>
    <message>
        <source>The %1 piece lands on floor %2. Click or press Enter to put it down.</source>
        <translation>La pièce %1 se pose à l&apos;étage %2. Cliquez ou appuyez sur Entrée pour la poser.</translation>
    </message>
    <message>
        <source>Puzzle — card %1 %2</source>
        <translation>Casse-tête — carte %1 %2</translation>
    </message>
    <message>
        <source>%1 level: %2 pieces. Build both facades.</source>
        <translation>Niveau %1&#x202f;: %2 pièces. Construisez les deux façades.</translation>
    </message>
    <message>
        <source>Party — round %1</source>
        <translation>Jeu à plusieurs — manche %1</translation>
    </message>
    <message>
        <source>%1 builds the front, %2 the back.</source>
        <translation>%1 construit l&apos;avant, %2 l&apos;arrière.</translation>
    </message>
    <message>
        <source>Co-op ladder — stage %1 of %2</source>
        <translation>Échelle coopérative — marche %1 sur %2</translation>
    </message>
    <message>
        <source>Attempts failed: %1 of %2</source>
        <translation>Essais ratés&#x202f;: %1 sur %2</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>FRONT · recto</source>
        <translation>AVANT · recto</translation>
    </message>
    <message>
        <source>BACK · verso</source>
        <translation>ARRIÈRE · verso</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Your building</source>
        <translation>Votre bâtiment</translation>
    </message>
    <message>
        <source>Recto Verso — back (verso) partner</source>
        <translation>Recto Verso — partenaire de l&apos;arrière (verso)</translation>
    </message>
    <message>
        <source>The BACK of the building (verso)</source>
        <translation>L&apos;ARRIÈRE du bâtiment (verso)</translation>
    </message>
    <message>
        <source>front</source>
        <translation>avant</translation>
    </message>
    <message>
        <source>back</source>
        <translation>arrière</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>The ladder</source>
        <translation>L&apos;échelle</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maj+Tab</translation>
    </message>
    <message>
        <source>Pick up the next / previous piece</source>
        <translation>Prendre la pièce suivante / précédente</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move the cursor or the held piece on the board</source>
        <translation>Déplacer le curseur ou la pièce en main sur le plateau</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Entrée / Espace</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Put the held piece back (Esc again: home)</source>
        <translation>Remettre la pièce tenue dans la réserve (Échap encore&#x202f;: accueil)</translation>
    </message>
    <message>
        <source>Put the held piece down, or pick up the piece under the cursor</source>
        <translation>Poser la pièce en main, ou prendre la pièce sous le curseur</translation>
    </message>
    <message>
        <source>Turn the held piece a quarter turn (Shift: the other way)</source>
        <extracomment>The builder action (a method name of the view&apos;s action table). The key as the F1 list writes it, and what it does (both translated when shown).</extracomment>
        <translation>Tourner la pièce tenue d’un quart de tour (Maj&#x202f;: dans l’autre sens)</translation>
    </message>
    <message>
        <source>Tip the held piece over onto its side (a lying bar stands up)</source>
        <translation>Coucher la pièce tenue sur le côté (une barre couchée se dresse)</translation>
    </message>
    <message>
        <source>Flip the held piece upside down</source>
        <translation>Retourner la pièce tenue</translation>
    </message>
    <message>
        <source>R / Shift+R</source>
        <translation>R / Maj+R</translation>
    </message>
    <message>
        <source>Q / E</source>
        <translation>Q / E</translation>
    </message>
    <message>
        <source>Turn the view of the building</source>
        <translation>Tourner la vue du bâtiment</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Suppr</translation>
    </message>
    <message>
        <source>Take the piece under the cursor off the board</source>
        <translation>Retirer du plateau la pièce sous le curseur</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>Leave the board for the buttons</source>
        <translation>Quitter le plateau pour les boutons</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Y</translation>
    </message>
    <message>
        <source>Undo / redo</source>
        <translation>Annuler / rétablir</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>(operation, glyph) of each button; &quot;put_back&quot; empties the hand.</extracomment>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Autre sens</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Coucher</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Remettre</translation>
    </message>
    <message>
        <source>Turn the held piece a quarter turn (R, or the wheel)</source>
        <translation>Tourner la pièce tenue d’un quart de tour (R, ou la molette)</translation>
    </message>
    <message>
        <source>Turn the held piece the other way (Shift+R)</source>
        <translation>Tourner la pièce tenue dans l’autre sens (Maj+R)</translation>
    </message>
    <message>
        <source>Tip the held piece onto its side (T)</source>
        <translation>Coucher la pièce tenue sur le côté (T)</translation>
    </message>
    <message>
        <source>Flip the held piece upside down (F)</source>
        <translation>Retourner la pièce tenue (F)</translation>
    </message>
    <message>
        <source>Put the held piece back in the tray (Esc, right click)</source>
        <translation>Remettre la pièce tenue dans la réserve (Échap, clic droit)</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume your game?</source>
        <translation>Reprendre votre partie&#x202f;?</translation>
    </message>
    <message>
        <source>These games were not finished last time. Pick one to carry on where you stopped:</source>
        <translation>Ces parties n&apos;ont pas été terminées la dernière fois. Choisissez-en une pour la reprendre là où vous en étiez&#x202f;:</translation>
    </message>
    <message numerus="yes">
        <source>Resume {game} — saved {when}, %n move(s) played</source>
        <translation>
            <numerusform>Reprendre {game} — enregistré le {when}, %n coup joué</numerusform>
            <numerusform>Reprendre {game} — enregistré le {when}, %n coups joués</numerusform>
        </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>RevorsoEnding</name>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Honey cards</source>
        <translation>Cartes miel</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous gagnez&#x202f;!</translation>
    </message>
    <message>
        <source>You share the win with %1!</source>
        <translation>Vous partagez la victoire avec %1&#x202f;!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#x202f;!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 se partagent la victoire&#x202f;!</translation>
    </message>
    <message>
        <source>Each card won is worth 1 point and honey 2. Had the top scores been equal, the player with more honey cards would have won.</source>
        <translation>Chaque carte gagnée vaut 1 point, et le miel 2. En cas d&apos;égalité au sommet, le joueur avec le plus de cartes miel aurait gagné.</translation>
    </message>
    <message numerus="yes">
        <source>%1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.</source>
        <translation>
            <numerusform>%1 ont %n point chacun&#x202f;: l&apos;égalité se départage aux cartes miel (%2), donc %3 gagne.</numerusform>
            <numerusform>%1 ont %n points chacun&#x202f;: l&apos;égalité se départage aux cartes miel (%2), donc %3 gagne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 have %n point(s) each and as many honey cards (%2): they share the win.</source>
        <translation>
            <numerusform>%1 ont %n point chacun et autant de cartes miel (%2)&#x202f;: ils se partagent la victoire.</numerusform>
            <numerusform>%1 ont %n points chacun et autant de cartes miel (%2)&#x202f;: ils se partagent la victoire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each and as many honey cards (%2): you share the win.</source>
        <translation>
            <numerusform>Vous et %1 avez %n point chacun et autant de cartes miel (%2)&#x202f;: vous partagez la victoire.</numerusform>
            <numerusform>Vous et %1 avez %n points chacun et autant de cartes miel (%2)&#x202f;: vous partagez la victoire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each: you have the most honey cards (%2), so you win.</source>
        <translation>
            <numerusform>Vous et %1 avez %n point chacun&#x202f;: vous avez le plus de cartes miel (%2), donc vous gagnez.</numerusform>
            <numerusform>Vous et %1 avez %n points chacun&#x202f;: vous avez le plus de cartes miel (%2), donc vous gagnez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.</source>
        <translation>
            <numerusform>Vous et %1 avez %n point chacun&#x202f;: l&apos;égalité se départage aux cartes miel (%2), donc %3 gagne.</numerusform>
            <numerusform>Vous et %1 avez %n points chacun&#x202f;: l&apos;égalité se départage aux cartes miel (%2), donc %3 gagne.</numerusform>
        </translation>
    </message>
    <message>
        <source>you %1</source>
        <translation>vous %1</translation>
    </message>
</context>
<context>
    <name>RevorsoSetup</name>
    <message>
        <source>You</source>
        <extracomment>Every &quot;You&quot; given to a person who left their name empty, in each language used so far.</extracomment>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>RevorsoTableView</name>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;).</extracomment>
        <translation>Pioche&#x202f;: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Défausse&#x202f;: %1</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>pas d&apos;action</translation>
    </message>
    <message>
        <source>▶ plays now</source>
        <translation>▶ joue</translation>
    </message>
    <message>
        <source>? asked now</source>
        <translation>? interrogé</translation>
    </message>
    <message>
        <source>person</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>%1&apos;s sequence: no card yet</source>
        <translation>%1&#x202f;: pas encore de carte dans la séquence</translation>
    </message>
    <message>
        <source>▲ next to name</source>
        <translation>▲ à nommer</translation>
    </message>
    <message>
        <source>Do not call Bear</source>
        <translation>Ne pas annoncer l&apos;Ours</translation>
    </message>
    <message>
        <source>&amp;Draw a card</source>
        <extracomment>A person chose this action (the view plays it for the seat to act). The key letter of each lettered button, in the language shown. While another seat acts, and once the game is over (the results are the table&apos;s).</extracomment>
        <translation>&amp;Piocher une carte</translation>
    </message>
    <message>
        <source>&amp;Stop and recite</source>
        <translation>S&apos;a&amp;rrêter et réciter</translation>
    </message>
    <message>
        <source>&amp;No, pass</source>
        <translation>&amp;Non, passer</translation>
    </message>
    <message>
        <source>Pla&amp;y Switch</source>
        <translation>&amp;Jouer l&apos;Échange</translation>
    </message>
    <message>
        <source>&amp;No, let it go</source>
        <translation>&amp;Non, laisser passer</translation>
    </message>
    <message>
        <source>Name %1 (key %2)</source>
        <translation>Nommer %1 (touche %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 (%n card(s))</source>
        <translation>
            <numerusform>%1. %2 (%n carte)</numerusform>
            <numerusform>%1. %2 (%n cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n honey</source>
        <translation>
            <numerusform>%n miel</numerusform>
            <numerusform>%n miel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence: %n card(s), first drawn on the left</source>
        <translation>
            <numerusform>Votre séquence&#x202f;: %n carte, la première piochée à gauche</numerusform>
            <numerusform>Votre séquence&#x202f;: %n cartes, la première piochée à gauche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s sequence: %n card(s), first drawn on the left</source>
        <translation>
            <numerusform>Séquence de %1&#x202f;: %n carte, la première piochée à gauche</numerusform>
            <numerusform>Séquence de %1&#x202f;: %n cartes, la première piochée à gauche</numerusform>
        </translation>
    </message>
    <message>
        <source>Your sequence: no card yet</source>
        <translation>Votre séquence&#x202f;: pas encore de carte</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>The same players and the same cards, from the start</source>
        <translation>Les mêmes joueurs et les mêmes cartes, depuis le début</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Stop drawing and recite the sequence</source>
        <translation>Arrêter de piocher et réciter la séquence</translation>
    </message>
    <message>
        <source>1 – 5</source>
        <translation>1 – 5</translation>
    </message>
    <message>
        <source>Name a symbol (memory test, or a Bear call)</source>
        <translation>Nommer un symbole (épreuve de mémoire, ou annonce d&apos;Ours)</translation>
    </message>
    <message>
        <source>Play Switch when asked</source>
        <translation>Jouer Échange quand c&apos;est proposé</translation>
    </message>
    <message>
        <source>Do not play Switch</source>
        <translation>Ne pas jouer l&apos;Échange</translation>
    </message>
    <message>
        <source>1, 2, …</source>
        <translation>1, 2, …</translation>
    </message>
    <message>
        <source>Choose whom to steal from</source>
        <translation>Choisir le joueur à voler</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Donne n° %1</translation>
    </message>
    <message>
        <source>Replay this deal: the same deal number and players deal the same cards again</source>
        <translation>Rejouer cette donne&#x202f;: le même numéro de donne et les mêmes joueurs redonnent les mêmes cartes</translation>
    </message>
    <message>
        <source>%1 is drawing… watch the cards and remember them.</source>
        <translation>%1 pioche… regardez les cartes et retenez-les.</translation>
    </message>
    <message>
        <source>%1: Hibernate! Your drawing is over: stop and recite.</source>
        <translation>%1&#x202f;: Hibernation&#x202f;! Vos pioches sont finies&#x202f;: arrêtez-vous et récitez.</translation>
    </message>
    <message>
        <source>%1: the draw pile is empty: stop and recite.</source>
        <translation>%1&#x202f;: la pioche est vide&#x202f;: arrêtez-vous et récitez.</translation>
    </message>
    <message>
        <source>%1, your turn: draw a card.</source>
        <translation>%1, à vous&#x202f;: piochez une carte.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: you share the win with %n point(s).</source>
        <translation>
            <numerusform>La partie est finie&#x202f;: vous partagez la victoire avec %n point.</numerusform>
            <numerusform>La partie est finie&#x202f;: vous partagez la victoire avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: a shared win with %n point(s).</source>
        <translation>
            <numerusform>La partie est finie&#x202f;: victoire partagée avec %n point.</numerusform>
            <numerusform>La partie est finie&#x202f;: victoire partagée avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: you win with %n point(s).</source>
        <translation>
            <numerusform>La partie est finie&#x202f;: vous gagnez avec %n point.</numerusform>
            <numerusform>La partie est finie&#x202f;: vous gagnez avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>La partie est finie&#x202f;: %1 gagne avec %n point.</numerusform>
            <numerusform>La partie est finie&#x202f;: %1 gagne avec %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hibernate! Your drawing is over: stop and recite.</source>
        <translation>Hibernation&#x202f;! Vos pioches sont finies&#x202f;: arrêtez-vous et récitez.</translation>
    </message>
    <message>
        <source>The draw pile is empty: stop and recite.</source>
        <translation>La pioche est vide&#x202f;: arrêtez-vous et récitez.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n more card(s).</source>
        <translation>
            <numerusform>À vous&#x202f;: piochez encore %n carte.</numerusform>
            <numerusform>À vous&#x202f;: piochez encore %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>À vous&#x202f;: piochez une carte.</translation>
    </message>
    <message numerus="yes">
        <source>Draw again, or stop and recite your %n card(s) from the last to the first.</source>
        <translation>
            <numerusform>Piochez encore, ou arrêtez-vous et récitez votre séquence (%n carte) à l&apos;envers.</numerusform>
            <numerusform>Piochez encore, ou arrêtez-vous et récitez votre séquence (%n cartes) à l&apos;envers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw %n more card(s).</source>
        <translation>
            <numerusform>%1&#x202f;: piochez encore %n carte.</numerusform>
            <numerusform>%1&#x202f;: piochez encore %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw again, or stop and recite your %n card(s) from the last to the first.</source>
        <translation>
            <numerusform>%1&#x202f;: piochez encore, ou arrêtez-vous et récitez votre séquence (%n carte) à l&apos;envers.</numerusform>
            <numerusform>%1&#x202f;: piochez encore, ou arrêtez-vous et récitez votre séquence (%n cartes) à l&apos;envers.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew Steal 2 and chooses whom to rob…</source>
        <translation>%1 a pioché un Vol de 2 et choisit qui voler…</translation>
    </message>
    <message>
        <source>Steal 2! Choose whose won pile to take the top two cards from.</source>
        <translation>Vol de 2&#x202f;! Choisissez le butin dont vous prenez les deux cartes du dessus.</translation>
    </message>
    <message>
        <source>%1: Steal 2! Choose whose won pile to take the top two cards from.</source>
        <translation>%1&#x202f;: Vol de 2&#x202f;! Choisissez le butin dont vous prenez les deux cartes du dessus.</translation>
    </message>
    <message>
        <source>%1 may play Switch on your sequence…</source>
        <translation>%1 peut jouer Échange sur votre séquence…</translation>
    </message>
    <message>
        <source>%1 may play Switch on %2&apos;s sequence…</source>
        <translation>%1 peut jouer l&apos;Échange contre %2…</translation>
    </message>
    <message>
        <source>Play Switch? The first and last cards of %1&apos;s sequence change places.</source>
        <translation>Jouer Échange&#x202f;? La première et la dernière carte de la séquence de %1 changent de place.</translation>
    </message>
    <message>
        <source>%1: play Switch? The first and last cards of %2&apos;s sequence change places.</source>
        <translation>%1&#x202f;: jouer l&apos;Échange contre %2&#x202f;? La première et la dernière carte de sa séquence changent de place.</translation>
    </message>
    <message>
        <source>%1 may call Bear on your next card…</source>
        <translation>%1 peut crier Ours sur votre prochaine carte…</translation>
    </message>
    <message>
        <source>%1 may call Bear on %2&apos;s next card…</source>
        <translation>%1 peut crier Ours contre %2…</translation>
    </message>
    <message>
        <source>Call Bear? Name %1&apos;s next card to win it (keys 1–5), or let it go (N).</source>
        <translation>Crier Ours contre %1&#x202f;? Nommez sa prochaine carte pour la gagner (touches 1–5), ou laissez passer (N).</translation>
    </message>
    <message>
        <source>%1: call Bear? Name %2&apos;s next card to win it (keys 1–5), or let it go (N).</source>
        <translation>%1&#x202f;: crier Ours contre %2&#x202f;? Nommez sa prochaine carte pour la gagner (touches 1–5), ou laissez passer (N).</translation>
    </message>
    <message>
        <source>%1 is reciting the sequence…</source>
        <translation>%1 récite sa séquence…</translation>
    </message>
    <message>
        <source>Memory test! Which symbol is card %1 of %2? (keys 1–5, the last drawn first)</source>
        <translation>Épreuve de mémoire&#x202f;! Carte %1 sur %2&#x202f;: quel symbole&#x202f;? (touches 1–5, la dernière d&apos;abord)</translation>
    </message>
    <message>
        <source>%1: memory test! Which symbol is card %2 of %3? (keys 1–5, the last drawn first)</source>
        <translation>%1&#x202f;: épreuve de mémoire&#x202f;! Carte %2 sur %3&#x202f;: quel symbole&#x202f;? (touches 1–5, la dernière d&apos;abord)</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>encore %1 s</translation>
    </message>
    <message>
        <source>Playing alone against the computer, you are spoken to as “you”.</source>
        <translation>Seul contre l&apos;ordinateur, la table s&apos;adresse à vous en disant «&#x202f;vous&#x202f;».</translation>
    </message>
    <message numerus="yes">
        <source>Steal from %2, who won %n card(s) (key %1)</source>
        <extracomment>What the steal and stop buttons do, said by a screen reader with what they act on.</extracomment>
        <translation>
            <numerusform>Voler %2, qui a gagné %n carte (touche %1)</numerusform>
            <numerusform>Voler %2, qui a gagné %n cartes (touche %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stop and recite your %n card(s) (%1)</source>
        <translation>
            <numerusform>S&apos;arrêter et réciter %n carte (%1)</numerusform>
            <numerusform>S&apos;arrêter et réciter %n cartes (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <extracomment>Emitted after a (re)load with the game and the language actually shown.</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>▶ Learn by playing</source>
        <translation>▶ Apprendre en jouant</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher&#x202f;:</translation>
    </message>
    <message>
        <source>a word, e.g. joker (Ctrl+F)</source>
        <translation>un mot, par ex. joker (Ctrl+F)</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation>Texte plus petit (Ctrl+-)</translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <translation>Texte plus grand (Ctrl++)</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texte plus petit</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texte plus grand</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texte des règles</translation>
    </message>
    <message>
        <source>a game option you can switch on when you start a game</source>
        <translation>une option de jeu à activer en commençant une partie</translation>
    </message>
    <message>
        <source>Not found in these rules</source>
        <translation>Introuvable dans ces règles</translation>
    </message>
    <message>
        <source>Found in 1 section — Enter: next</source>
        <translation>Trouvé dans 1 section — Entrée&#x202f;: suivante</translation>
    </message>
    <message>
        <source>Found in %1 sections — Enter: next</source>
        <translation>Trouvé dans %1 sections — Entrée&#x202f;: suivante</translation>
    </message>
</context>
<context>
    <name>ScoresPage</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Score keeper: %1</source>
        <translation>Carnet de scores&#x202f;: %1</translation>
    </message>
    <message>
        <source>Type over a cell or double-click it; names too. Everything is saved.</source>
        <translation>Écrivez sur une case ou double-cliquez dessus, les noms aussi. Tout est enregistré.</translation>
    </message>
    <message>
        <source>The scores cannot be saved in %1 (%2); they stay on screen.</source>
        <translation>Les scores ne peuvent pas être enregistrés dans %1 (%2)&#x202f;; ils restent à l&apos;écran.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>M%1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Enter the points of each round</source>
        <translation>Saisissez les points de chaque manche</translation>
    </message>
    <message>
        <source>★ %1 share the win!</source>
        <translation>★ %1 se partagent la victoire&#x202f;!</translation>
    </message>
    <message>
        <source>★ %1 wins!</source>
        <translation>★ %1 gagne&#x202f;!</translation>
    </message>
    <message>
        <source>★ Sharing the lead: %1</source>
        <translation>★ En tête ex æquo&#x202f;: %1</translation>
    </message>
    <message>
        <source>★ In the lead: %1</source>
        <translation>★ En tête&#x202f;: %1</translation>
    </message>
    <message>
        <source>+ Player</source>
        <translation>+ Joueur</translation>
    </message>
    <message>
        <source>− Player</source>
        <translation>− Joueur</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Retirer le joueur sélectionné</translation>
    </message>
    <message>
        <source>+ &amp;Round</source>
        <translation>+ &amp;Manche</translation>
    </message>
    <message>
        <source>− Last round</source>
        <translation>− Dernière manche</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Clear the scores, keep the players</source>
        <translation>Effacer les scores, garder les joueurs</translation>
    </message>
    <message>
        <source>Scores: type a number in a cell</source>
        <translation>Scores&#x202f;: tapez un nombre dans une case</translation>
    </message>
    <message>
        <source>%1 A fresh score sheet was started; the old file is kept as %2.</source>
        <translation>%1 Une nouvelle feuille de scores a été commencée&#x202f;; l&apos;ancien fichier est gardé sous le nom %2.</translation>
    </message>
</context>
<context>
    <name>ScreenReaderHelp</name>
    <message>
        <source>Orca · NVDA · VoiceOver</source>
        <translation>Orca · NVDA · VoiceOver</translation>
    </message>
    <message>
        <source>Start the screen reader, then the app; nothing to set. Linux: Orca (Super+Alt+S in GNOME). Windows: NVDA (Ctrl+Alt+N). macOS: VoiceOver (Cmd+F5).</source>
        <translation>Lancez le lecteur d&apos;écran, puis l&apos;application&#x202f;; rien à régler. Linux&#x202f;: Orca (Super+Alt+S sous GNOME). Windows&#x202f;: NVDA (Ctrl+Alt+N). macOS&#x202f;: VoiceOver (Cmd+F5).</translation>
    </message>
    <message>
        <source>Tab, arrows</source>
        <translation>Tab, flèches</translation>
    </message>
    <message>
        <source>At the DJ05135 and Verso tables, move along the cards you may play or choose: each is read with what Enter does with it (&quot;Play owl&quot;, &quot;Choose orange 6 for a series&quot;).</source>
        <translation>Aux tables de DJ05135 et de Verso, parcourez les cartes que vous pouvez jouer ou choisir&#x202f;: chacune est lue avec ce qu&apos;Entrée en fait («&#x202f;Jouer hibou&#x202f;», «&#x202f;Choisir orange 6 pour une série&#x202f;»).</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Entrée / Espace</translation>
    </message>
    <message>
        <source>Play or choose the card just read.</source>
        <translation>Jouer ou choisir la carte qui vient d&apos;être lue.</translation>
    </message>
    <message>
        <source>The table&apos;s lists</source>
        <translation>Les listes de la table</translation>
    </message>
    <message>
        <source>Read each hand, row and pile with the screen reader&apos;s review keys: only the side of a card your seat may see is ever read.</source>
        <translation>Lisez chaque main, rangée et pile avec les touches de lecture du lecteur d&apos;écran&#x202f;: seul le côté d&apos;une carte que votre place peut voir est jamais lu.</translation>
    </message>
    <message>
        <source>Buttons</source>
        <translation>Boutons</translation>
    </message>
    <message>
        <source>Take, Flip, Bank, Stop and the rest say what they act on (&quot;Take orange 6 as shown&quot;).</source>
        <translation>Prendre, Retourner, Encaisser, S&apos;arrêter et les autres disent sur quoi ils agissent («&#x202f;Prendre orange 6 telle quelle&#x202f;»).</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>The other players&apos; moves, whose turn it is and the result are read out by themselves. With Orca 45 or older, turn on Settings › &quot;Speak the news for older screen readers&quot;.</source>
        <translation>Les coups des autres joueurs, le joueur dont c&apos;est le tour et le résultat sont lus d&apos;eux-mêmes. Avec Orca 45 ou plus ancien, activez Réglages › « Dire les nouvelles pour les lecteurs d&apos;écran anciens ».</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>A new card is read column by column, from the top cube down. On the board the arrows and R, T, F move the piece in your hand and say where its cubes land (&quot;black cube on C2, floor 1&quot;); the board’s description says what stands on each square.</source>
        <translation>Une nouvelle carte est lue colonne par colonne, du cube du haut vers le bas. Sur le plateau, les flèches et R, T, F déplacent la pièce en main et disent où ses cubes se posent («&#x202f;pièce noire&#x202f;: cube en C2, étage 1&#x202f;»)&#x202f;; la description du plateau dit ce qui se trouve sur chaque case.</translation>
    </message>
</context>
<context>
    <name>SeatStrips</name>
    <message>
        <source>on a phone</source>
        <translation>sur un téléphone</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>computer, beginner</source>
        <translation>ordinateur, débutant</translation>
    </message>
    <message>
        <source>computer, quick</source>
        <translation>ordinateur, rapide</translation>
    </message>
    <message>
        <source>computer with memory, %1</source>
        <translation>ordinateur avec mémoire, %1</translation>
    </message>
    <message>
        <source>computer, plays at random</source>
        <translation>ordinateur, joue au hasard</translation>
    </message>
    <message>
        <source>computer, plays for the moment</source>
        <translation>ordinateur, joue le coup du moment</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>ordinateur, %1</translation>
    </message>
    <message>
        <source>to play: </source>
        <extracomment>The item role that remembers whether a log line is marked (a computer&apos;s newest move). The pointer beside the seat to act.</extracomment>
        <translation>à jouer&#x202f;: </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#x202f;:</translation>
    </message>
    <message>
        <source>&amp;Presenter mode (large text and high contrast for projectors)</source>
        <translation>Mode &amp;présentation (grand texte et fort contraste pour les vidéoprojecteurs)</translation>
    </message>
    <message>
        <source>Presenter si&amp;ze:</source>
        <translation>&amp;Taille en présentation&#x202f;:</translation>
    </message>
    <message>
        <source>Interface &amp;size:</source>
        <translation>&amp;Taille de l&apos;interface&#x202f;:</translation>
    </message>
    <message>
        <source>Show &amp;symbols and letters on every colour (colour-blind friendly)</source>
        <translation>Afficher des &amp;symboles et des lettres sur chaque couleur (pour les daltoniens)</translation>
    </message>
    <message>
        <source>Speed of &amp;moves:</source>
        <translation>Vitesse des &amp;coups :</translation>
    </message>
    <message>
        <source>Speak the &amp;news for older screen readers (Orca 45 and earlier)</source>
        <translation>Dire les &amp;nouvelles pour les lecteurs d&apos;écran anciens (Orca 45 et avant)</translation>
    </message>
    <message>
        <source>The other players&apos; moves, the turns and the results are announced; screen readers that do not speak announcements hear them as notifications. Newer ones would hear them twice.</source>
        <translation>Les coups des autres joueurs, les tours et les résultats sont annoncés ; les lecteurs d&apos;écran qui ne disent pas les annonces les entendent comme des notifications. Les plus récents les entendraient deux fois.</translation>
    </message>
    <message>
        <source>Off (show each move&apos;s result at once)</source>
        <translation>Désactivée (montrer aussitôt le résultat de chaque coup)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow (for teaching)</source>
        <translation>Lente (pour enseigner)</translation>
    </message>
    <message>
        <source>Presenter mode (Ctrl+Shift+P, or the Presenter button in the toolbar) uses the larger of the two sizes, raises the contrast and enlarges the game logs; the card games then offer a teacher&apos;s &quot;show all hands&quot; switch and explain each move.</source>
        <translation>Le mode présentation (Ctrl+Maj+P, ou le bouton Présentation de la barre d&apos;outils) utilise la plus grande des deux tailles, renforce le contraste et agrandit les journaux de partie&#x202f;; les jeux de cartes proposent alors à l&apos;enseignant un interrupteur «&#x202f;montrer toutes les mains&#x202f;» et expliquent chaque coup.</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Taille de l&apos;interface</translation>
    </message>
</context>
<context>
    <name>SetupChecklistPage</name>
    <message>
        <source>✔ All set: enjoy the game!</source>
        <translation>✔ Tout est prêt&#x202f;: bonne partie&#x202f;!</translation>
    </message>
    <message>
        <source>%1 of %2 done</source>
        <translation>%1 sur %2 fait</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#x202f;:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau&#x202f;:</translation>
    </message>
    <message>
        <source>Easy (%1 pieces)</source>
        <translation>Facile (%1 pièces)</translation>
    </message>
    <message>
        <source>Hard (%1 pieces)</source>
        <translation>Difficile (%1 pièces)</translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation>&amp;Tout décocher</translation>
    </message>
    <message>
        <source>Setup checklist: Tab to an item, Space ticks it</source>
        <translation>Mise en place&#x202f;: Tab pour aller à un élément, Espace pour le cocher</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Who plays seat %1</source>
        <extracomment>The drop-down entry of a seat played on a phone (a remote seat).</extracomment>
        <translation>Qui joue à la place %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>On a phone</source>
        <translation>Sur un téléphone</translation>
    </message>
</context>
<context>
    <name>SharedScreen</name>
    <message>
        <source>computer</source>
        <extracomment>Height kept for the list of seats, in interface pixels, before the QR code may be full size.</extracomment>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>at the computer</source>
        <translation>à l&apos;ordinateur</translation>
    </message>
    <message>
        <source>waiting for a phone</source>
        <translation>en attente d&apos;un téléphone</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>téléphone connecté</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>connexion perdue</translation>
    </message>
    <message>
        <source>Play on your phone: scan the code or open</source>
        <extracomment>Everyone is seated: the join block is a compact corner unless the teacher opens it.</extracomment>
        <translation>Jouez sur votre téléphone&#x202f;: scannez le code ou ouvrez</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>Close the table for every phone</source>
        <translation>Fermer la table pour tous les téléphones</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <source>QR code</source>
        <translation>Code QR</translation>
    </message>
    <message>
        <source>Show the QR code large again, for a phone that comes late</source>
        <translation>Afficher de nouveau le code QR en grand, pour un téléphone qui arrive en retard</translation>
    </message>
    <message>
        <source>Give the table a new code: the seated phones stay, anyone guessing starts again</source>
        <translation>Donner un nouveau code à la table : les téléphones assis restent, et qui devine doit tout recommencer</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>On attend %1</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libérer</translation>
    </message>
    <message>
        <source>Free this seat: its phone leaves it and anyone may sit there</source>
        <translation>Libérer cette place&#x202f;: son téléphone la quitte et chacun peut s&apos;y asseoir</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>A computer player plays this seat from now on</source>
        <translation>Un joueur ordinateur joue cette place désormais</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Exclure</translation>
    </message>
    <message>
        <source>Close this phone&apos;s connection: its seat is free, and the device may not join again until you let it in</source>
        <translation>Fermer la connexion de ce téléphone : sa place se libère, et l&apos;appareil ne peut plus rejoindre la table tant que vous ne le laissez pas entrer</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Paused: the phones wait.</source>
        <translation>En pause&#x202f;: les téléphones attendent.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>SoloGuideEntry</name>
    <message>
        <source>Learn solo play by playing</source>
        <translation>Apprendre le jeu en solo en jouant</translation>
    </message>
</context>
<context>
    <name>SpeedBox</name>
    <message>
        <source>Instant</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Vitesse de l&apos;ordinateur :</translation>
    </message>
</context>
<context>
    <name>StopwatchPage</name>
    <message>
        <source>Recto Verso stopwatch</source>
        <extracomment>The user&apos;s own choice to show the editor; until then it shows when there is room.</extracomment>
        <translation>Chrono de Recto Verso</translation>
    </message>
    <message>
        <source>Time grid</source>
        <translation>Grille des temps</translation>
    </message>
    <message>
        <source>Show or hide the time grid editor</source>
        <translation>Afficher ou masquer l&apos;éditeur de la grille des temps</translation>
    </message>
</context>
<context>
    <name>StopwatchTool</name>
    <message>
        <source>Slide in a card, then press Start (S)</source>
        <extracomment>The building time: read through ``self.clock`` (tests swap it), paused by the app&apos;s clock service.</extracomment>
        <translation>Glissez une carte, puis appuyez sur Départ (S)</translation>
    </message>
    <message>
        <source>Recto! called: waiting for Verso!</source>
        <translation>Recto&#x202f;! annoncé&#x202f;: on attend Verso&#x202f;!</translation>
    </message>
    <message>
        <source>Verso! called: waiting for Recto!</source>
        <translation>Verso&#x202f;! annoncé&#x202f;: on attend Recto&#x202f;!</translation>
    </message>
    <message>
        <source>Building… call Recto! (R) and Verso! (V) when done</source>
        <translation>Construction… annoncez Recto&#x202f;! (R) et Verso&#x202f;! (V) une fois fini</translation>
    </message>
    <message>
        <source>Over time: 0 points</source>
        <translation>Hors délai&#x202f;: 0 point</translation>
    </message>
    <message numerus="yes">
        <source>Worth now: %n point(s) each</source>
        <translation>
            <numerusform>Vaut maintenant&#x202f;: %n point chacun</numerusform>
            <numerusform>Vaut maintenant&#x202f;: %n points chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If correct: %n point(s) each</source>
        <translation>
            <numerusform>Si c&apos;est juste&#x202f;: %n point chacun</numerusform>
            <numerusform>Si c&apos;est juste&#x202f;: %n points chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped. Check both facades of the building.</source>
        <translation>Arrêté. Vérifiez les deux façades du bâtiment.</translation>
    </message>
    <message>
        <source>Too slow: 0 points</source>
        <translation>Trop lent&#x202f;: 0 point</translation>
    </message>
    <message>
        <source>Cancel (S)</source>
        <translation>Annuler (S)</translation>
    </message>
    <message>
        <source>Start (S)</source>
        <translation>Départ (S)</translation>
    </message>
    <message>
        <source>Recto! (R)</source>
        <translation>Recto&#x202f;! (R)</translation>
    </message>
    <message>
        <source>Verso! (V)</source>
        <translation>Verso&#x202f;! (V)</translation>
    </message>
    <message>
        <source>Time on the stopwatch</source>
        <translation>Temps au chrono</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>the side you never saw</source>
        <translation>le côté que vous n&apos;avez jamais vu</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <source>Turn over %1</source>
        <translation>Retourner %1</translation>
    </message>
    <message>
        <source>Steal %1 from %2</source>
        <translation>Voler %1 à %2</translation>
    </message>
    <message>
        <source>Turn round %1 in your hand</source>
        <translation>Retourner %1 dans votre main</translation>
    </message>
    <message>
        <source>Turn round %1 in %2&apos;s hand</source>
        <translation>Retourner %1 dans la main de %2</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>Choisir %1</translation>
    </message>
    <message>
        <source>The others see its other side.</source>
        <translation>Les autres voient son autre côté.</translation>
    </message>
    <message>
        <source>%1 sees its other side.</source>
        <translation>%1 voit son autre côté.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>dans le sens des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <source>anticlockwise</source>
        <translation>dans le sens inverse des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <source>Turn order, %1: %2</source>
        <translation>Ordre du jeu, %1&#x202f;: %2</translation>
    </message>
    <message>
        <source>asked now</source>
        <translation>doit décider</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>tient %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>top: %1</source>
        <translation>dessus&#x202f;: %1</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>carte %1</translation>
    </message>
    <message>
        <source>named right</source>
        <translation>bien nommée</translation>
    </message>
    <message>
        <source>shown now</source>
        <translation>montrée à tous</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>next to name</source>
        <translation>la prochaine à nommer</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>%1 row</source>
        <translation>Rangée %1</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Nobody sees the other side of the top card.</source>
        <translation>Personne ne voit l&apos;autre côté de la carte du dessus.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>The opponent turned %1 over: it shows %2</source>
        <translation>L&apos;adversaire a retourné %1&#x202f;: elle montre %2</translation>
    </message>
    <message>
        <source>Take %1 out of the series</source>
        <translation>Retirer %1 de la série</translation>
    </message>
    <message>
        <source>Choose %1 for a series</source>
        <translation>Choisir %1 pour une série</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>plays now</source>
        <translation>joue</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
</context>
<context>
    <name>TableEndPage</name>
    <message>
        <source>%1 wins!</source>
        <extracomment>Who won, in one line (&quot;Ana wins!&quot;, &quot;You scored 41 points&quot;). Why, or how well: the game&apos;s own sentence (a tiebreak, a rank, the turn limit). The headers of the score cells, after &quot;Place&quot; and &quot;Player&quot;. Best first; none for a game played alone (its sentence and note say it all). Rich text under the scores (a ladder of ranks). The deal&apos;s number, so the class can replay it.</extracomment>
        <translation>%1 gagne&#x202f;!</translation>
    </message>
    <message>
        <source>A tie: %1 share the win</source>
        <translation>Égalité&#x202f;: %1 se partagent la victoire</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <extracomment>A row under the buttons for what a game adds (Verso&apos;s solo guide).</extracomment>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>The same players, a new deal</source>
        <translation>Les mêmes joueurs, une nouvelle donne</translation>
    </message>
    <message>
        <source>Replay this &amp;deal</source>
        <translation>Rejouer cette &amp;donne</translation>
    </message>
    <message>
        <source>The same players and the same cards, from the start</source>
        <translation>Les mêmes joueurs et les mêmes cartes, depuis le début</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Look at the &amp;table</source>
        <translation>Voir la &amp;table</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Donne n° %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>TableFiles</name>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Cannot save %1 (%2).</source>
        <translation>Impossible d&apos;enregistrer %1 (%2).</translation>
    </message>
    <message>
        <source>Cannot save %1 (a name cannot be written to a file).</source>
        <translation>Impossible d&apos;enregistrer %1 (un nom ne peut pas être écrit dans un fichier).</translation>
    </message>
    <message>
        <source>Cannot open %1 (not a %2 game).</source>
        <translation>Impossible d&apos;ouvrir %1 (ce n&apos;est pas une partie de %2).</translation>
    </message>
</context>
<context>
    <name>TableGuide</name>
    <message>
        <source>Leave the guide</source>
        <extracomment>The running guide (None: the table plays as usual). The one-time offer: a line the new-game page made under its heading, so that it stands in the page&apos;s Tab order where it stands on the page.</extracomment>
        <translation>Quitter le guide</translation>
    </message>
    <message>
        <source>Leave the guided game? You can go on playing this game on your own.</source>
        <translation>Quitter la partie guidée&#x202f;? Vous pouvez continuer cette partie seul.</translation>
    </message>
</context>
<context>
    <name>TableServer</name>
    <message>
        <source>Play on your phone</source>
        <translation>Jouer sur votre téléphone</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre prénom</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Rejoindre la table</translation>
    </message>
    <message>
        <source>Choose your seat</source>
        <translation>Choisissez votre place</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>occupée</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>at the computer</source>
        <translation>à l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Just watch</source>
        <translation>Seulement regarder</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <translation>Vous regardez cette table.</translation>
    </message>
    <message>
        <source>Your hand (the sides you see)</source>
        <translation>Votre main (les côtés que vous voyez)</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centre</translation>
    </message>
    <message>
        <source>The others&apos; hands (the sides facing you)</source>
        <translation>Les mains des autres (les côtés tournés vers vous)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Not your turn: watch the table.</source>
        <translation>Ce n&apos;est pas votre tour&#x202f;: regardez la table.</translation>
    </message>
    <message>
        <source>Which side will face you?</source>
        <translation>Quel côté sera tourné vers vous&#x202f;?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Connexion perdue&#x202f;; nouvel essai…</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>La table est fermée.</translation>
    </message>
    <message>
        <source>Join another table</source>
        <translation>Rejoindre une autre table</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Vos choix</translation>
    </message>
    <message>
        <source>Your rows</source>
        <translation>Vos rangées</translation>
    </message>
    <message>
        <source>no card yet</source>
        <translation>aucune carte pour l&apos;instant</translation>
    </message>
    <message>
        <source>Shown now</source>
        <translation>Montrée maintenant</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Face cachée</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Nommées</translation>
    </message>
    <message>
        <source>Your action card</source>
        <translation>Votre carte Action</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Chronomètre</translation>
    </message>
    <message>
        <source>You called at</source>
        <translation>Vous avez annoncé à</translation>
    </message>
    <message>
        <source>Build at the computer or with the pieces; the round ends when both builders have called.</source>
        <translation>Construisez à l’ordinateur ou avec les pièces&#x202f;; la manche s’arrête quand les deux bâtisseurs ont annoncé.</translation>
    </message>
    <message>
        <source>Paused by the teacher</source>
        <translation>Pause demandée par l’enseignant</translation>
    </message>
    <message>
        <source>Wait a moment: the game goes on when the teacher resumes it.</source>
        <translation>Patientez&#x202f;: la partie reprendra quand l’enseignant la relancera.</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer&#x202f;: {card}</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Prendre&#x202f;: {card}</translation>
    </message>
    <message>
        <source>Flip {card}</source>
        <translation>Retourner&#x202f;: {card}</translation>
    </message>
    <message>
        <source>Flip {card} in your hand</source>
        <translation>Retourner {card} dans votre main</translation>
    </message>
    <message>
        <source>Flip {card} in the hand of {player}</source>
        <translation>Retourner {card} dans la main de {player}</translation>
    </message>
    <message>
        <source>Take {card} from {player} and keep seeing this side</source>
        <translation>Prendre {card} à {player} et garder ce côté vers vous</translation>
    </message>
    <message>
        <source>Take {card} from {player} and turn it round</source>
        <translation>Prendre {card} à {player} et la retourner</translation>
    </message>
    <message>
        <source>You build with {partner}. Look only at the front: call “Recto!” when it matches.</source>
        <translation>Vous construisez avec {partner}. Ne regardez que l&apos;avant&#x202f;: annoncez «&#x202f;Recto&#x202f;!&#x202f;» quand il correspond.</translation>
    </message>
    <message>
        <source>You build with {partner}. Look only at the back: call “Verso!” when it matches.</source>
        <translation>Vous construisez avec {partner}. Ne regardez que l&apos;arrière&#x202f;: annoncez «&#x202f;Verso&#x202f;!&#x202f;» quand il correspond.</translation>
    </message>
    <message>
        <source>{builders} are building. Watch both facades.</source>
        <translation>{builders} construisent. Regardez les deux façades.</translation>
    </message>
    <message>
        <source>Round {round}: {builders} build. The card stays face down until the round begins.</source>
        <translation>Manche {round}&#x202f;: {builders} construisent. La carte reste face cachée jusqu’au début de la manche.</translation>
    </message>
    <message>
        <source>{builders} have both called. Does their building match the whole card?</source>
        <translation>{builders} ont tous deux annoncé. Leur bâtiment correspond-il à toute la carte&#x202f;?</translation>
    </message>
    <message>
        <source>Most points: {players}</source>
        <translation>Le plus de points&#x202f;: {players}</translation>
    </message>
    <message>
        <source>Recto!</source>
        <translation>Recto&#x202f;!</translation>
    </message>
    <message>
        <source>Verso!</source>
        <translation>Verso&#x202f;!</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>Round {round}: {builders} built the card in {time}. Points for each: {points}.</source>
        <translation>Manche {round}&#x202f;: {builders} ont construit la carte en {time}. Points pour chacun&#x202f;: {points}.</translation>
    </message>
    <message>
        <source>Round {round}: {builders} called at {time}, but the building has mistakes. No points.</source>
        <translation>Manche {round}&#x202f;: {builders} ont annoncé à {time}, mais la construction comporte des erreurs. Aucun point.</translation>
    </message>
    <message>
        <source>Stage {stage} cleared in {time}: on to the next stage.</source>
        <translation>Marche {stage} réussie en {time}&#x202f;: en route pour la marche suivante.</translation>
    </message>
    <message>
        <source>Stage {stage} not cleared ({time}): try it again.</source>
        <translation>Marche {stage} ratée ({time})&#x202f;: réessayez.</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Look at the building and the card: is every facade right?</source>
        <translation>Regardez le bâtiment et la carte&#x202f;: chaque façade est-elle juste&#x202f;?</translation>
    </message>
    <message>
        <source>The table is checking the building against the card.</source>
        <translation>La table compare le bâtiment à la carte.</translation>
    </message>
    <message>
        <source>It matches the card</source>
        <translation>Il correspond à la carte</translation>
    </message>
    <message>
        <source>There is a mistake</source>
        <translation>Il y a une erreur</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Piocher une carte</translation>
    </message>
    <message>
        <source>Stop and recite your sequence</source>
        <translation>S&apos;arrêter et réciter sa séquence</translation>
    </message>
    <message>
        <source>Rob {player}&apos;s won pile</source>
        <translation>Voler le butin de {player}</translation>
    </message>
    <message>
        <source>Play Switch</source>
        <translation>Jouer Échange</translation>
    </message>
    <message>
        <source>Keep your Switch</source>
        <translation>Garder votre Échange</translation>
    </message>
    <message>
        <source>Bear: {card}</source>
        <translation>Ours&#x202f;: {card}</translation>
    </message>
    <message>
        <source>Keep your Bear</source>
        <translation>Garder votre Ours</translation>
    </message>
    <message>
        <source>Draw your first card.</source>
        <translation>Piochez votre première carte.</translation>
    </message>
    <message>
        <source>Draw another card, or stop and recite your sequence.</source>
        <translation>Piochez une autre carte, ou arrêtez-vous et récitez votre séquence.</translation>
    </message>
    <message>
        <source>Draws owed: {count}. Draw again.</source>
        <translation>Cartes à piocher encore&#x202f;: {count}. Piochez.</translation>
    </message>
    <message>
        <source>Hibernate: stop now and recite your sequence.</source>
        <translation>Hibernation&#x202f;: arrêtez-vous et récitez votre séquence.</translation>
    </message>
    <message>
        <source>The draw pile is empty: stop and recite your sequence.</source>
        <translation>La pioche est vide&#x202f;: arrêtez-vous et récitez votre séquence.</translation>
    </message>
    <message>
        <source>Steal 2: choose whose won pile to rob.</source>
        <translation>Vol de 2&#x202f;: choisissez le butin à voler.</translation>
    </message>
    <message>
        <source>{player} stopped. Play Switch to swap the first and last cards of the sequence?</source>
        <translation>{player} s&apos;est arrêté. Jouer Échange pour intervertir la première et la dernière carte de la séquence&#x202f;?</translation>
    </message>
    <message>
        <source>Call Bear: name the next card of {player}&apos;s sequence, or let it go.</source>
        <translation>Criez Ours&#x202f;: nommez la prochaine carte de la séquence de {player}, ou laissez passer.</translation>
    </message>
    <message>
        <source>Memory test: which is the next card of your sequence (the last one laid)?</source>
        <translation>Épreuve de mémoire&#x202f;: quelle est la prochaine carte de votre séquence (la dernière posée)&#x202f;?</translation>
    </message>
    <message>
        <source>{player} is drawing.</source>
        <translation>{player} pioche.</translation>
    </message>
    <message>
        <source>{player} is reciting the sequence.</source>
        <translation>{player} récite sa séquence.</translation>
    </message>
    <message>
        <source>{player} is deciding.</source>
        <translation>{player} réfléchit.</translation>
    </message>
    <message>
        <source>Your sequence</source>
        <translation>Votre séquence</translation>
    </message>
    <message>
        <source>{player}&apos;s sequence</source>
        <translation>Séquence de {player}</translation>
    </message>
    <message>
        <source>Take {card} as shown</source>
        <translation>Prendre {card} telle quelle</translation>
    </message>
    <message>
        <source>Flip {card} and take it</source>
        <translation>Retourner {card} et la prendre</translation>
    </message>
    <message>
        <source>Bank no last series</source>
        <translation>N&apos;encaisser aucune dernière série</translation>
    </message>
    <message>
        <source>Take the top card as shown, flip it and take it, or bank a series.</source>
        <translation>Prenez la carte du dessus telle quelle, retournez-la et prenez-la, ou encaissez une série.</translation>
    </message>
    <message>
        <source>The draw pile is empty: bank one last series, or pass.</source>
        <translation>La pioche est vide&#x202f;: encaissez une dernière série, ou passez.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} joue.</translation>
    </message>
    <message>
        <source>That message is too long.</source>
        <translation>Ce message est trop long.</translation>
    </message>
    <message>
        <source>Only text messages are understood.</source>
        <translation>Seuls les messages texte sont compris.</translation>
    </message>
    <message>
        <source>That message could not be read.</source>
        <translation>Ce message n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <source>That request is not known.</source>
        <translation>Cette demande est inconnue.</translation>
    </message>
    <message>
        <source>That request is incomplete or has a wrong value.</source>
        <translation>Cette demande est incomplète ou contient une valeur erronée.</translation>
    </message>
    <message>
        <source>That message holds characters that cannot be read.</source>
        <translation>Ce message contient des caractères illisibles.</translation>
    </message>
    <message>
        <source>There is no table with this code. Check the code on the shared screen.</source>
        <translation>Aucune table n&apos;a ce code. Vérifiez le code affiché sur l&apos;écran commun.</translation>
    </message>
    <message>
        <source>Join the table with its code first.</source>
        <translation>Rejoignez d&apos;abord la table avec son code.</translation>
    </message>
    <message>
        <source>There is no such seat for a phone at this table.</source>
        <translation>Cette table n&apos;a pas cette place pour un téléphone.</translation>
    </message>
    <message>
        <source>Someone else sits there. Choose another seat.</source>
        <translation>Quelqu&apos;un d&apos;autre est assis là. Choisissez une autre place.</translation>
    </message>
    <message>
        <source>Take a seat first.</source>
        <translation>Prenez d&apos;abord une place.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>The game moved on; here it is as it stands.</source>
        <translation>La partie a avancé&#x202f;; la voici telle qu&apos;elle est.</translation>
    </message>
    <message>
        <source>That move is not one of the moves offered.</source>
        <translation>Ce coup ne fait pas partie des coups proposés.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <source>Too many messages at once; wait a moment.</source>
        <translation>Trop de messages d&apos;un coup&#x202f;; attendez un instant.</translation>
    </message>
    <message>
        <source>Your seat was taken back on another device.</source>
        <translation>Votre place a été reprise sur un autre appareil.</translation>
    </message>
    <message>
        <source>The table was closed on the computer.</source>
        <translation>La table a été fermée sur l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>The game is paused on the computer. Wait a moment.</source>
        <translation>La partie est en pause sur l&apos;ordinateur. Patientez un instant.</translation>
    </message>
    <message>
        <source>Only this round&apos;s two builders call, each for their own facade.</source>
        <translation>Seuls les deux bâtisseurs de cette manche annoncent, chacun pour sa façade.</translation>
    </message>
    <message>
        <source>No round is being built right now.</source>
        <translation>Aucune manche n’est en construction en ce moment.</translation>
    </message>
    <message>
        <source>You have already called this round.</source>
        <translation>Vous avez déjà annoncé pour cette manche.</translation>
    </message>
    <message>
        <source>The players who do not build this round say whether the building is right.</source>
        <translation>Ce sont les joueurs qui ne construisent pas cette manche qui disent si le bâtiment est juste.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this device. Wait a few seconds and try again.</source>
        <translation>Trop de codes erronés depuis cet appareil. Patientez quelques secondes avant de réessayer.</translation>
    </message>
    <message>
        <source>This device may not join the table now. Ask the teacher.</source>
        <translation>Cet appareil ne peut pas rejoindre la table pour l’instant. Demandez à l’enseignant.</translation>
    </message>
    <message>
        <source>This device already holds a seat at this table.</source>
        <translation>Cet appareil occupe déjà une place à cette table.</translation>
    </message>
    <message>
        <source>The teacher closed this phone&apos;s connection.</source>
        <translation>L’enseignant a fermé la connexion de ce téléphone.</translation>
    </message>
    <message>
        <source>This connection did not join the table in time.</source>
        <translation>Cette connexion n’a pas rejoint la table à temps.</translation>
    </message>
    <message>
        <source>This phone did not keep up with the table; reconnect to play on.</source>
        <translation>Ce téléphone ne suivait plus la table. Reconnectez-vous pour continuer à jouer.</translation>
    </message>
    <message>
        <source>Your seat was freed on the computer. Choose a seat to play again.</source>
        <translation>Votre place a été libérée sur l&apos;ordinateur. Choisissez une place pour rejouer.</translation>
    </message>
    <message>
        <source>A computer player now plays your seat. You can watch or choose a free seat.</source>
        <translation>Un joueur ordinateur joue maintenant votre place. Vous pouvez regarder ou choisir une place libre.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partie reprend.</translation>
    </message>
    <message>
        <source>Bank {colour} {values} (+{points} points)</source>
        <translation>Encaisser la série {colour} {values} (+{points} points)</translation>
    </message>
    <message>
        <source>Bank {colour} {values} as your last series (+{points} points)</source>
        <translation>Encaisser la série {colour} {values} comme dernière série (+{points} points)</translation>
    </message>
    <message>
        <source>you</source>
        <extracomment>after the player&apos;s own name in the list of points: Ana (you)</extracomment>
        <translation>vous</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>read out before the name of the player whose turn it is</extracomment>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>Your turn, once the teacher resumes the game</source>
        <translation>À vous, dès que l’enseignant relance la partie</translation>
    </message>
    <message>
        <source>Sent: waiting for the table…</source>
        <translation>Envoyé&#x202f;: la table répond…</translation>
    </message>
    <message>
        <source>Sent</source>
        <extracomment>a badge on the button just tapped, until the table answers</extracomment>
        <translation>Envoyé</translation>
    </message>
    <message>
        <source>Still waiting for the table…</source>
        <translation>La table n’a pas encore répondu…</translation>
    </message>
    <message>
        <source>Connection lost; trying again… Your move goes again if the table still waits for it.</source>
        <translation>Connexion perdue&#x202f;; nouvelle tentative… Votre coup repartira si la table l’attend encore.</translation>
    </message>
    <message>
        <source>Your last move is still on its way: wait for the table.</source>
        <translation>Votre dernier coup est en route&#x202f;: attendez la réponse de la table.</translation>
    </message>
    <message>
        <source>The table moved on before your move arrived: look, then choose again.</source>
        <translation>La partie a avancé avant l’arrivée de votre coup&#x202f;: regardez, puis choisissez à nouveau.</translation>
    </message>
    <message>
        <source>just played</source>
        <extracomment>under a card in the centre: the last card played</extracomment>
        <translation>vient d’être jouée</translation>
    </message>
    <message>
        <source>Call sent: waiting for the table…</source>
        <translation>Annonce envoyée&#x202f;: la table répond…</translation>
    </message>
    <message>
        <source>Stopwatch (stopped)</source>
        <translation>Chronomètre (arrêté)</translation>
    </message>
    <message>
        <source>The round is not running: you can call once its card is revealed.</source>
        <translation>La manche n’a pas commencé&#x202f;: vous pourrez annoncer une fois sa carte révélée.</translation>
    </message>
    <message>
        <source>{bank}, keeping {cards} in your row</source>
        <translation>{bank}, en gardant {cards} dans votre rangée</translation>
    </message>
    <message>
        <source>{bank}, with {cards} of your row</source>
        <translation>{bank}, avec {cards} de votre rangée</translation>
    </message>
    <message>
        <source>joker</source>
        <extracomment>a Verso card with no number, in a series such as 2-joker-4</extracomment>
        <translation>joker</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>joker {colour}</translation>
    </message>
    <message>
        <source>{card}, worth {points}</source>
        <extracomment>a card and its points: Blue 3, worth 3</extracomment>
        <translation>{card}, vaut {points}</translation>
    </message>
    <message>
        <source>the joker worth {points}</source>
        <translation>le joker qui vaut {points}</translation>
    </message>
    <message>
        <source>the joker in place {place}</source>
        <extracomment>place 1 is the first card of the row</extracomment>
        <translation>le joker en position {place}</translation>
    </message>
    <message>
        <source>Points banked</source>
        <translation>Points encaissés</translation>
    </message>
    <message>
        <source>Points in front of you</source>
        <translation>Points devant vous</translation>
    </message>
    <message>
        <source>What you see</source>
        <extracomment>heading over the game&apos;s own text of what this player sees</extracomment>
        <translation>Ce que vous voyez</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Vos coups</translation>
    </message>
    <message>
        <source>Choose one of your moves.</source>
        <translation>Choisissez l’un de vos coups.</translation>
    </message>
    <message>
        <source>Winner: {players}</source>
        <translation>Victoire de {players}</translation>
    </message>
    <message>
        <source>Shared win: {players}</source>
        <extracomment>the game ended in a tie between these players</extracomment>
        <translation>Victoire partagée&#x202f;: {players}</translation>
    </message>
</context>
<context>
    <name>TableSetupPage</name>
    <message>
        <source>New game of %1</source>
        <extracomment>The highest deal number the page offers. The heading&apos;s row: a game may set a picture beside it (:meth:`set_picture`). The guided game&apos;s one-time offer, under the heading (docs/ARCHITECTURE.md). The row of the number of players: a game may add a button beside it. How long computer players wait before each move (every table&apos;s one setting).</extracomment>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation>Reprendre la partie en cours</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Nombre de joueurs&#x202f;:</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Sta&amp;rt the game</source>
        <translation>&amp;Démarrer la partie</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Place %1&#x202f;:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
</context>
<context>
    <name>TableShell</name>
    <message>
        <source>Ctrl+Z</source>
        <extracomment>How long phones keep the table after the game ends, so every pupil sees the result. The session changed (a move or an undo); the view redraws. Another session is on the table (new game, loaded, resumed). The player asked for a new game (the view shows its set-up). The teacher ended the table played on phones (the view shows its start). The log: the game&apos;s lines as the view gave them, and the table&apos;s notes, each with the number of game lines there were when it came. How a seat&apos;s score reads; games with more than a number override it. Whether the view lets a move be taken back now (a guided game&apos;s steps do not). Whether the view&apos;s cards still move; the panels wait for them (see :meth:`_show_change`). The table server of a game with phone seats (stopped when the game changes). Holds the bots while the players cannot watch (a dialog, the list of keys, another screen, a minimised window): the app&apos;s clock service sets its pause reasons.</extracomment>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last action</source>
        <translation>Annuler votre dernière action</translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+S / Ctrl+O</source>
        <translation>Ctrl+N / Ctrl+S / Ctrl+O</translation>
    </message>
    <message>
        <source>New game / save / load</source>
        <translation>Nouvelle partie / enregistrer / charger</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Play the computer&apos;s next move (teach mode)</source>
        <translation>Jouer le prochain coup de l&apos;ordinateur (mode enseignement)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), until a card was revealed or someone else played</source>
        <translation>Reprendre votre dernier coup (Ctrl+Z), tant qu&apos;aucune carte n&apos;a été révélée et que personne d&apos;autre n&apos;a joué</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>This game cannot be played on phones yet.</source>
        <translation>Ce jeu ne se joue pas encore sur téléphone.</translation>
    </message>
    <message>
        <source>The table could not be offered to phones at %1: %2</source>
        <translation>La table n&apos;a pas pu être proposée aux téléphones à l&apos;adresse %1&#x202f;: %2</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>The phones leave the table and the game goes on here. Who plays their seats now?</source>
        <translation>Les téléphones quittent la table et la partie continue ici. Qui joue leurs places maintenant ?</translation>
    </message>
    <message>
        <source>People at this computer</source>
        <translation>Des personnes à cet ordinateur</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Des joueurs ordinateur</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Table de %1</translation>
    </message>
</context>
<context>
    <name>VersoBankNote</name>
    <message numerus="yes">
        <source>%1 banked %n cards</source>
        <translation>
            <numerusform>%1 a encaissé %n carte</numerusform>
            <numerusform>%1 a encaissé %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1&apos;s cards flipped</source>
        <translation>
            <numerusform>%n carte de %1 retournée</numerusform>
            <numerusform>%n cartes de %1 retournées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#x202f;:</translation>
    </message>
</context>
<context>
    <name>VersoCardTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>scene width in card units (a card is 63 × 88) one opponent&apos;s line how far a selected card rises How long after a move arrives its animation starts: one frame at 60 Hz. How long a bank&apos;s sentence and the cards it turned stay marked once the table is still. What the table shows changed (cards, choices, the cursor): its accessible model follows. A turn began to play on the table (busy until ``idle``). Multiplies every animation&apos;s length (the speed of moves; tests run them fast). The bank last shown and the neighbours&apos; cards it turned, marked until the next action or for :data:`BANK_NOTE_MS` once the table is still. Starts a move&apos;s animation one frame after the move arrived (see :meth:`show_view`). Screen pixels per scene unit, estimated before laying out so labels can keep their size. Where the things a guided game points at lie, in scene coordinates (&quot;pile&quot;, &quot;discard&quot;, &quot;row:blue&quot;, &quot;seat:1&quot;...), as the last layout put them.</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carte restante</numerusform>
            <numerusform>%n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>other side: ?</source>
        <translation>autre face&#x202f;:&#x202f;?</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>higher: you flip
your highest card
of that colour</source>
        <translation>plus fort&#x202f;: retournez
votre plus forte carte
de cette couleur</translation>
    </message>
    <message>
        <source>not higher:
nothing happens</source>
        <translation>pas plus fort&#x202f;:
rien ne se passe</translation>
    </message>
    <message>
        <source>a joker:
nothing happens</source>
        <translation>un joker&#x202f;:
rien ne se passe</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Square! %1 scores 7</source>
        <translation>Carré&#x202f;! %1 marque 7</translation>
    </message>
    <message>
        <source>The draw pile is empty:
one last series each</source>
        <translation>La pioche est vide&#x202f;:
une dernière série chacun</translation>
    </message>
</context>
<context>
    <name>VersoEnding</name>
    <message>
        <source>35 is an average game; the designers&apos; best is 64.</source>
        <translation>35, c&apos;est une partie typique&#x202f;; le record des auteurs est de 64.</translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s)</source>
        <translation>
            <numerusform>Vous marquez %n point</numerusform>
            <numerusform>Vous marquez %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VersoScores</name>
    <message>
        <source>banked: %1</source>
        <translation>encaissé&#x202f;: %1</translation>
    </message>
    <message>
        <source>in front: %1</source>
        <translation>devant soi&#x202f;: %1</translation>
    </message>
</context>
<context>
    <name>VersoSeries</name>
    <message>
        <source>Select two or more cards of one colour.</source>
        <translation>Sélectionnez au moins deux cartes d&apos;une même couleur.</translation>
    </message>
    <message>
        <source>A series has at most six cards.</source>
        <translation>Une série a au plus six cartes.</translation>
    </message>
    <message>
        <source>A series is all one colour.</source>
        <translation>Une série est d&apos;une seule couleur.</translation>
    </message>
    <message>
        <source>A series needs at least one numbered card.</source>
        <translation>Une série a besoin d&apos;au moins une carte numérotée.</translation>
    </message>
    <message>
        <source>Two cards have the same value.</source>
        <translation>Deux cartes ont la même valeur.</translation>
    </message>
    <message>
        <source>These values do not follow on, even with jokers filling the gaps.</source>
        <translation>Ces valeurs ne se suivent pas, même avec des jokers pour boucher les trous.</translation>
    </message>
    <message>
        <source>It is not your turn to bank.</source>
        <translation>Ce n&apos;est pas à vous d&apos;encaisser.</translation>
    </message>
</context>
<context>
    <name>VersoTableView</name>
    <message>
        <source>%1 / Enter</source>
        <translation>%1 / Entrée</translation>
    </message>
    <message numerus="yes">
        <source>Deal number %1 · %n card(s) left</source>
        <translation>
            <numerusform>Donne n° %1 · %n carte restante</numerusform>
            <numerusform>Donne n° %1 · %n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>%1: the pile is empty. Bank one last series, or pass.</source>
        <translation>%1&#x202f;: la pioche est vide. Encaissez une dernière série, ou passez.</translation>
    </message>
    <message>
        <source>Your turn: take the top card as shown or flipped, or bank a series.</source>
        <translation>À vous&#x202f;: piochez la carte du dessus telle quelle ou retournée, ou encaissez une série.</translation>
    </message>
    <message>
        <source>%1, your turn: take the top card or bank a series.</source>
        <translation>%1, à vous&#x202f;: piochez ou encaissez une série.</translation>
    </message>
    <message>
        <source>Your turn, %1: take the top card or bank a series.</source>
        <translation>À vous, %1&#x202f;: piochez ou encaissez une série.</translation>
    </message>
    <message>
        <source>You hold the card shown, so you must flip it.</source>
        <translation>Vous avez déjà cette carte&#x202f;: retournez-la.</translation>
    </message>
    <message>
        <source>Click your cards (or arrows and Space) to choose a series of one colour.</source>
        <translation>Cliquez sur vos cartes (ou flèches et Espace) pour choisir une série d&apos;une couleur.</translation>
    </message>
    <message numerus="yes">
        <source>✓ %1 %2: %n point(s)</source>
        <translation>
            <numerusform>✓ %1 %2&#x202f;: %n point</numerusform>
            <numerusform>✓ %1 %2&#x202f;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>+ %1 for the square</source>
        <translation>+ %1 pour le carré</translation>
    </message>
    <message>
        <source>order %1</source>
        <translation>ordre %1</translation>
    </message>
    <message>
        <source>&amp;Take as shown</source>
        <translation>&amp;Prendre telle quelle</translation>
    </message>
    <message>
        <source>&amp;Flip and take</source>
        <translation>&amp;Retourner et prendre</translation>
    </message>
    <message>
        <source>&amp;Bank series</source>
        <translation>En&amp;caisser la série</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Passer son &amp;tour</translation>
    </message>
    <message>
        <source>Where the jokers stand decides which two cards are discarded</source>
        <translation>La place des jokers décide des deux cartes défaussées</translation>
    </message>
    <message>
        <source>Take the top card as shown</source>
        <extracomment>The shell&apos;s presenter strip and log, under the names every card table&apos;s view offers. What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;).</extracomment>
        <translation>Prendre la carte du dessus telle quelle</translation>
    </message>
    <message>
        <source>Flip the top card and take it</source>
        <translation>Retourner la carte du dessus et la prendre</translation>
    </message>
    <message>
        <source>← →  ↑ ↓</source>
        <translation>← →  ↑ ↓</translation>
    </message>
    <message>
        <source>Move between your cards (↑ ↓ change colour)</source>
        <translation>Passer d&apos;une de vos cartes à l&apos;autre (↑ ↓ changent de couleur)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Choose or drop the card with the focus for a series</source>
        <translation>Ajouter à la série ou en retirer la carte sélectionnée</translation>
    </message>
    <message>
        <source>Bank the chosen series</source>
        <translation>Encaisser la série choisie</translation>
    </message>
    <message>
        <source>Pass (bank no last series once the pile is empty)</source>
        <translation>Passer (n&apos;encaisser aucune dernière série une fois la pioche vide)</translation>
    </message>
    <message>
        <source>%1 (computer) is playing…</source>
        <translation>%1 (ordinateur) joue…</translation>
    </message>
    <message>
        <source>Solo: after each of your actions a simulated opponent turns the top card of the pile.</source>
        <translation>Solo&#x202f;: après chacune de vos actions, un adversaire simulé retourne la carte du dessus de la pioche.</translation>
    </message>
    <message>
        <source>&amp;Take %1 as shown</source>
        <extracomment>The face on top of the draw pile, which Take and Flip name (None once the pile is empty). The series chosen, which Bank names (None while the cards chosen make none).</extracomment>
        <translation>&amp;Prendre %1 telle quelle</translation>
    </message>
    <message>
        <source>&amp;Flip %1 and take it</source>
        <translation>&amp;Retourner %1 et la prendre</translation>
    </message>
    <message>
        <source>&amp;Bank %1</source>
        <translation>En&amp;caisser %1</translation>
    </message>
</context>
<context>
    <name>animal mark</name>
    <message>
        <source>B</source>
        <extracomment>Letter in the bear card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>O</translation>
    </message>
    <message>
        <source>C</source>
        <extracomment>Letter in the cat card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>Letter in the dog card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>F</source>
        <extracomment>Letter in the fish card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Letter in the owl card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>H</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>Letter in the rabbit card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>L</translation>
    </message>
</context>
<context>
    <name>assistant</name>
    <message>
        <source>Leave full screen (Esc)</source>
        <translation>Quitter le plein écran (Échap)</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Show this tool alone on the whole screen; Esc comes back</source>
        <translation>Afficher cet outil seul sur tout l&apos;écran&#x202f;; Échap pour revenir</translation>
    </message>
    <message>
        <source>Shown full screen. Press Esc there to come back.</source>
        <translation>Affiché en plein écran. Appuyez sur Échap là-bas pour revenir.</translation>
    </message>
</context>
<context>
    <name>dj05135</name>
    <message>
        <source>the next player misses a turn</source>
        <translation>le joueur suivant saute son tour</translation>
    </message>
    <message>
        <source>play goes the other way round</source>
        <translation>le sens du jeu s&apos;inverse</translation>
    </message>
    <message>
        <source>turn over 3 centre cards, then take one</source>
        <translation>retournez 3 cartes du centre, puis prenez-en une</translation>
    </message>
    <message>
        <source>turn round one card in anybody&apos;s hand, yours too</source>
        <translation>retournez une carte dans n&apos;importe quelle main, la vôtre comprise</translation>
    </message>
    <message>
        <source>take a card from another player instead of from the centre; they take one from the centre</source>
        <translation>prenez une carte à un autre joueur au lieu du centre&#x202f;; il en prend une au centre</translation>
    </message>
    <message>
        <source>no action; a hand of magnifiers wins a point too</source>
        <translation>aucun effet&#x202f;; une main de loupes rapporte aussi un point</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>player {number}</source>
        <translation>joueur {number}</translation>
    </message>
    <message>
        <source>plays card #{tag} from their hand</source>
        <translation>joue la carte n° {tag} de sa main</translation>
    </message>
    <message>
        <source>flips centre card #{tag}</source>
        <translation>retourne la carte n° {tag} du centre</translation>
    </message>
    <message>
        <source>flips card #{tag} in the hand of {player}</source>
        <translation>retourne la carte n° {tag} dans la main de {player}</translation>
    </message>
    <message>
        <source>takes card #{tag} from {player}, turning it round</source>
        <translation>prend la carte n° {tag} à {player} en la retournant</translation>
    </message>
    <message>
        <source>takes centre card #{tag}</source>
        <translation>prend la carte n° {tag} du centre</translation>
    </message>
    <message>
        <source>takes card #{tag} from {player}, keeping the side they saw</source>
        <translation>prend la carte n° {tag} à {player} en gardant le côté que ce joueur voyait</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>ours</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>chat</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>chien</translation>
    </message>
    <message>
        <source>fish</source>
        <translation>poisson</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>hibou</translation>
    </message>
    <message>
        <source>rabbit</source>
        <translation>lapin</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>demi-tour</translation>
    </message>
    <message>
        <source>flip 3</source>
        <translation>retourne 3</translation>
    </message>
    <message>
        <source>flip 1</source>
        <translation>retourne 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>vol</translation>
    </message>
    <message>
        <source>magnifier</source>
        <translation>loupe</translation>
    </message>
    <message>
        <source>the bear</source>
        <translation>l&apos;ours</translation>
    </message>
    <message>
        <source>the cat</source>
        <translation>le chat</translation>
    </message>
    <message>
        <source>the dog</source>
        <translation>le chien</translation>
    </message>
    <message>
        <source>the fish</source>
        <translation>le poisson</translation>
    </message>
    <message>
        <source>the owl</source>
        <translation>le hibou</translation>
    </message>
    <message>
        <source>the rabbit</source>
        <translation>le lapin</translation>
    </message>
    <message>
        <source>the magnifier</source>
        <translation>la loupe</translation>
    </message>
    <message>
        <source>{animal} ({pictogram})</source>
        <translation>{animal} ({pictogram})</translation>
    </message>
    <message>
        <source>the {animal}</source>
        <translation>l&apos;animal {animal}</translation>
    </message>
    <message>
        <source>On your turn you play one card from your hand into the centre; its picture, if any, acts.</source>
        <translation>À votre tour, vous jouez une carte de votre main au centre&#x202f;; son pictogramme, s&apos;il y en a un, s&apos;applique.</translation>
    </message>
    <message>
        <source>Skip: the next player misses a turn.</source>
        <translation>Passe&#x202f;: le joueur suivant saute son tour.</translation>
    </message>
    <message>
        <source>Reverse: play goes the other way round the table.</source>
        <translation>Demi-tour&#x202f;: le sens du jeu s&apos;inverse autour de la table.</translation>
    </message>
    <message>
        <source>Flip 3: turn over three cards in the centre before you take one.</source>
        <translation>Retourne 3&#x202f;: retournez trois cartes du centre avant d&apos;en prendre une.</translation>
    </message>
    <message>
        <source>Flip 1: turn over one card in any player&apos;s hand.</source>
        <translation>Retourne 1&#x202f;: retournez une carte dans la main de n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Steal: instead of taking from the centre, take a card from another player&apos;s hand, turned the way you choose; that player takes one from the centre at once.</source>
        <translation>Vol&#x202f;: au lieu de prendre au centre, prenez une carte dans la main d&apos;un autre joueur, tournée du côté que vous choisissez&#x202f;; ce joueur en prend aussitôt une au centre.</translation>
    </message>
    <message>
        <source>Then you take one card from the centre; it keeps the side that faces you.</source>
        <translation>Puis vous prenez une carte au centre&#x202f;; elle garde le côté tourné vers vous.</translation>
    </message>
    <message>
        <source>A hand scores 1 point at the end of its owner&apos;s turn when every card shows the same animal (or every card the magnifier) on the side the owner sees.</source>
        <translation>Une main rapporte 1 point à la fin du tour de son propriétaire quand toutes ses cartes montrent le même animal (ou toutes la loupe) du côté qu&apos;il voit.</translation>
    </message>
    <message>
        <source>The first player with 3 points wins.</source>
        <translation>Le premier joueur à 3 points gagne.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>you saw {before}, now you see {after}</source>
        <translation>vous voyiez un {before}, vous voyez maintenant un {after}</translation>
    </message>
    <message>
        <source>{count} points</source>
        <translation>{count} points</translation>
    </message>
    <message>
        <source>you still see {face}</source>
        <translation>vous voyez toujours un {face}</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>{player} plays {face}.</source>
        <translation>{player} joue un {face}.</translation>
    </message>
    <message>
        <source>{player} will miss the next turn.</source>
        <translation>{player} sautera son prochain tour.</translation>
    </message>
    <message>
        <source>Play now goes the other way (anticlockwise).</source>
        <translation>Le sens du jeu s&apos;inverse (sens inverse des aiguilles d&apos;une montre).</translation>
    </message>
    <message>
        <source>{player} flips a centre card: {before} becomes {after}.</source>
        <translation>{player} retourne une carte du centre&#x202f;: un {before} devient un {after}.</translation>
    </message>
    <message>
        <source>{player} flips a card in {other}&apos;s hand: {change}.</source>
        <translation>{player} retourne une carte dans la main de {other}&#x202f;: {change}.</translation>
    </message>
    <message>
        <source>{player} takes a card from {other}&apos;s hand: {change}.</source>
        <translation>{player} prend une carte dans la main de {other}&#x202f;: {change}.</translation>
    </message>
    <message>
        <source>{player} takes {face} from the centre.</source>
        <translation>{player} prend un {face} au centre.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all {player}&apos;s cards show {shown} on your side.</source>
        <translation>{player} marque un point ({points})&#x202f;: de votre côté, toutes les cartes de {player} montrent {shown}.</translation>
    </message>
    <message>
        <source>{player} wins with 3 points!</source>
        <translation>{player} gagne avec 3 points&#x202f;!</translation>
    </message>
    <message>
        <source>The turn limit is reached; the most points: {players}.</source>
        <translation>La limite de tours est atteinte&#x202f;; le plus de points&#x202f;: {players}.</translation>
    </message>
    <message>
        <source>{player} plays {face} (you saw its other side, {other}).</source>
        <translation>{player} joue un {face} (vous voyiez son autre face, un {other}).</translation>
    </message>
    <message>
        <source>You play {face}.</source>
        <translation>Vous jouez un {face}.</translation>
    </message>
    <message>
        <source>You miss your next turn.</source>
        <translation>Vous sautez votre prochain tour.</translation>
    </message>
    <message>
        <source>Play now goes the other way (clockwise).</source>
        <translation>Le sens du jeu s&apos;inverse (sens des aiguilles d&apos;une montre).</translation>
    </message>
    <message>
        <source>You flip a centre card: {before} becomes {after}.</source>
        <translation>Vous retournez une carte du centre&#x202f;: un {before} devient un {after}.</translation>
    </message>
    <message>
        <source>{player} flips one of their own cards: {change}.</source>
        <translation>{player} retourne une de ses propres cartes&#x202f;: {change}.</translation>
    </message>
    <message>
        <source>{player} flips one of your cards: {change}.</source>
        <translation>{player} retourne une de vos cartes&#x202f;: {change}.</translation>
    </message>
    <message>
        <source>You flip a card in {other}&apos;s hand: {change}.</source>
        <translation>Vous retournez une carte dans la main de {other}&#x202f;: {change}.</translation>
    </message>
    <message>
        <source>{player} takes a card from your hand: {change}.</source>
        <translation>{player} prend une carte dans votre main&#x202f;: {change}.</translation>
    </message>
    <message>
        <source>You take a card from {other}&apos;s hand: {change}.</source>
        <translation>Vous prenez une carte dans la main de {other}&#x202f;: {change}.</translation>
    </message>
    <message>
        <source>{player} takes {face} from the centre; its other side, {other}, now faces you.</source>
        <translation>{player} prend un {face} au centre&#x202f;; son autre face, un {other}, est maintenant tournée vers vous.</translation>
    </message>
    <message>
        <source>You take {face} from the centre.</source>
        <translation>Vous prenez un {face} au centre.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all their cards match on the side they see.</source>
        <translation>{player} marque un point ({points})&#x202f;: toutes ses cartes se ressemblent du côté qu&apos;il voit.</translation>
    </message>
    <message>
        <source>You score a point ({points}): all your cards show {shown} on your side.</source>
        <translation>Vous marquez un point ({points})&#x202f;: de votre côté, toutes vos cartes montrent {shown}.</translation>
    </message>
    <message>
        <source>You win with 3 points!</source>
        <translation>Vous gagnez avec 3 points&#x202f;!</translation>
    </message>
    <message>
        <source>You play {face} (you saw its other side, {other}).</source>
        <translation>Vous jouez un {face} (vous voyiez son autre face, un {other}).</translation>
    </message>
    <message>
        <source>You flip one of your own cards: {change}.</source>
        <translation>Vous retournez une de vos propres cartes&#x202f;: {change}.</translation>
    </message>
    <message>
        <source>You take {face} from the centre; its other side, {other}, now faces you.</source>
        <translation>Vous prenez un {face} au centre&#x202f;; son autre face, un {other}, est maintenant tournée vers vous.</translation>
    </message>
    <message>
        <source>You score a point ({points}): the others see the same thing on all your cards.</source>
        <translation>Vous marquez un point ({points})&#x202f;: les autres voient la même chose sur toutes vos cartes.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all their cards match on the side everyone else sees.</source>
        <translation>{player} marque un point ({points})&#x202f;: toutes ses cartes se ressemblent du côté que voient les autres.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>DJ05135</source>
        <translation>DJ05135</translation>
    </message>
    <message>
        <source>You see one side of your animals, the others see the other</source>
        <translation>Vous voyez un côté de vos animaux, les autres voient l&apos;autre</translation>
    </message>
    <message>
        <source>The first player to reach {points} points wins at once.</source>
        <translation>Le premier joueur à atteindre {points} points gagne aussitôt.</translation>
    </message>
    <message>
        <source>Most turns (0: no limit)</source>
        <translation>Nombre maximal de tours (0&#x202f;: sans limite)</translation>
    </message>
    <message>
        <source>a tie: {players}.</source>
        <translation>égalité&#x202f;: {players}.</translation>
    </message>
    <message>
        <source>{player} is choosing a card to play.</source>
        <translation>{player} choisit une carte à jouer.</translation>
    </message>
    <message>
        <source>{player} is flipping centre cards ({count} left).</source>
        <translation>{player} retourne des cartes du centre (encore {count}).</translation>
    </message>
    <message>
        <source>{player} is choosing a card to flip.</source>
        <translation>{player} choisit une carte à retourner.</translation>
    </message>
    <message>
        <source>{player} is choosing a card to take from an opponent.</source>
        <translation>{player} choisit une carte à prendre à un adversaire.</translation>
    </message>
    <message>
        <source>{player} is choosing a centre card.</source>
        <translation>{player} choisit une carte du centre.</translation>
    </message>
    <message>
        <source>{player} is taking a centre card in exchange.</source>
        <translation>{player} prend une carte du centre en échange.</translation>
    </message>
    <message>
        <source>{player} wins.</source>
        <translation>{player} gagne.</translation>
    </message>
    <message>
        <source>play a card from your hand.</source>
        <translation>jouez une carte de votre main.</translation>
    </message>
    <message>
        <source>flip a centre card ({count} cards left to flip).</source>
        <translation>retournez une carte du centre (encore {count} cartes à retourner).</translation>
    </message>
    <message>
        <source>flip one card in any hand, yours included.</source>
        <translation>retournez une carte dans n&apos;importe quelle main, la vôtre comprise.</translation>
    </message>
    <message>
        <source>take a card from an opponent&apos;s hand, and choose which side will face you.</source>
        <translation>prenez une carte dans la main d&apos;un adversaire, et choisissez le côté qui sera tourné vers vous.</translation>
    </message>
    <message>
        <source>take a card from the centre.</source>
        <translation>prenez une carte au centre.</translation>
    </message>
    <message>
        <source>{player} took one of your cards: take a card from the centre.</source>
        <translation>{player} vous a pris une carte&#x202f;: prenez une carte au centre.</translation>
    </message>
    <message>
        <source>you win!</source>
        <translation>vous gagnez&#x202f;!</translation>
    </message>
    <message>
        <source>flip a centre card (1 card left to flip).</source>
        <translation>retournez une carte du centre (encore 1 carte à retourner).</translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation>il faut un nom</translation>
    </message>
    <message>
        <source>a name cannot hold a control character</source>
        <translation>un nom ne peut pas contenir de caractère de contrôle</translation>
    </message>
    <message>
        <source>Windows does not allow {characters} in a name</source>
        <translation>Windows n&apos;accepte pas {characters} dans un nom</translation>
    </message>
    <message>
        <source>Windows does not allow a name that starts with a space or ends with a dot or a space</source>
        <translation>Windows n&apos;accepte pas un nom qui commence par une espace ou finit par un point ou une espace</translation>
    </message>
    <message>
        <source>Windows keeps the name {name} for a device</source>
        <translation>Windows réserve le nom {name} à un périphérique</translation>
    </message>
    <message>
        <source>the name is longer than {limit} bytes</source>
        <translation>le nom dépasse {limit} octets</translation>
    </message>
    <message>
        <source>The guide&apos;s move {pattern} matches {count} legal moves, not one.</source>
        <translation>Le coup {pattern} du guide correspond à {count} coups permis, et non à un seul.</translation>
    </message>
    <message>
        <source>The guide expects a move while it is another seat&apos;s turn.</source>
        <translation>Le guide attend un coup alors que c&apos;est le tour d&apos;une autre place.</translation>
    </message>
    <message>
        <source>The guide plays a move for another seat during the learner&apos;s turn.</source>
        <translation>Le guide joue pour une autre place pendant le tour de l&apos;élève.</translation>
    </message>
    <message>
        <source>Most points wins; players who tie share the win.</source>
        <translation>Le plus de points gagne&#x202f;; les ex æquo se partagent la victoire.</translation>
    </message>
    <message>
        <source>column {x}, depth {y}, floor {z}</source>
        <translation>colonne {x}, profondeur {y}, étage {z}</translation>
    </message>
    <message>
        <source>the {piece} piece is not used</source>
        <translation>la pièce {piece} n&apos;est pas utilisée</translation>
    </message>
    <message>
        <source>there is no piece called {name}</source>
        <translation>aucune pièce ne s&apos;appelle {name}</translation>
    </message>
    <message>
        <source>the {piece} piece is used {count} times</source>
        <translation>la pièce {piece} est utilisée {count} fois</translation>
    </message>
    <message>
        <source>the {piece} piece&apos;s cells are not a rotation of its shape</source>
        <translation>les cases de la pièce {piece} ne sont pas une rotation de sa forme</translation>
    </message>
    <message>
        <source>the {piece} piece lists a cell twice</source>
        <translation>la pièce {piece} compte deux fois la même case</translation>
    </message>
    <message>
        <source>the {piece} piece is outside the 4×4 board at {cell}</source>
        <translation>la pièce {piece} sort du plateau 4×4 en {cell}</translation>
    </message>
    <message>
        <source>the {piece} piece rests on empty space at {cell}</source>
        <translation>la pièce {piece} repose sur le vide en {cell}</translation>
    </message>
    <message>
        <source>the {piece} piece is not part of the {level} level</source>
        <translation>la pièce {piece} ne fait pas partie du niveau {level}</translation>
    </message>
    <message>
        <source>the {piece} piece overlaps the {other} piece at {cell}</source>
        <translation>la pièce {piece} chevauche la pièce {other} en {cell}</translation>
    </message>
    <message>
        <source>A piece may go anywhere on the board where it rests on the floor or on other pieces; it drops as low as it can.</source>
        <translation>Une pièce peut aller n&apos;importe où sur le plateau, posée sur le sol ou sur d&apos;autres pièces&#x202f;; elle descend aussi bas que possible.</translation>
    </message>
    <message>
        <source>Until the round is called finished, any piece may be taken off and placed again.</source>
        <translation>Tant que la manche n&apos;est pas annoncée finie, on peut retirer n&apos;importe quelle pièce et la reposer.</translation>
    </message>
    <message>
        <source>When both partners have called (Recto! and Verso!), the building is checked against both facades of the card: one mistake and the round scores nothing.</source>
        <translation>Quand les deux partenaires ont annoncé (Recto&#x202f;! et Verso&#x202f;!), le bâtiment est comparé aux deux façades de la carte&#x202f;: une seule erreur et la manche ne rapporte rien.</translation>
    </message>
    <message>
        <source>A correct building scores points by its time, the same for both partners; then the next player builds with a new card.</source>
        <translation>Un bâtiment juste rapporte des points selon son temps, autant à chaque partenaire&#x202f;; puis le joueur suivant construit avec une nouvelle carte.</translation>
    </message>
    <message>
        <source>A correct building solves the puzzle; the faster, the more points.</source>
        <translation>Un bâtiment juste résout le casse-tête&#x202f;; plus c&apos;est rapide, plus il y a de points.</translation>
    </message>
    <message>
        <source>Ladder: a correct building within the stage&apos;s time climbs one stage; otherwise the pair tries again.</source>
        <translation>Échelle&#x202f;: un bâtiment juste dans le temps de la marche fait monter d&apos;une marche&#x202f;; sinon la paire réessaie.</translation>
    </message>
    <message>
        <source>Ladder: the pair may stop at any time; the stages cleared are their result.</source>
        <translation>Échelle&#x202f;: la paire peut s&apos;arrêter à tout moment&#x202f;; les marches franchies font son résultat.</translation>
    </message>
    <message>
        <source>The building matches the card.</source>
        <translation>Le bâtiment correspond à la carte.</translation>
    </message>
    <message>
        <source>The building does not match the card: no points.</source>
        <translation>Le bâtiment ne correspond pas à la carte&#x202f;: aucun point.</translation>
    </message>
    <message>
        <source>Stage cleared.</source>
        <translation>Marche franchie.</translation>
    </message>
    <message>
        <source>Stage not cleared in time.</source>
        <translation>Marche non franchie à temps.</translation>
    </message>
    <message>
        <source>back facade, floor {floor}, position {position} from the left: the card shows {expected}, the building shows {found}</source>
        <translation>façade arrière, étage {floor}, position {position} depuis la gauche&#x202f;: sur la carte, {expected}&#x202f;; dans le bâtiment, {found}</translation>
    </message>
    <message>
        <source>front facade, floor {floor}, position {position} from the left: the card shows {expected}, the building shows {found}</source>
        <translation>façade avant, étage {floor}, position {position} depuis la gauche&#x202f;: sur la carte, {expected}&#x202f;; dans le bâtiment, {found}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>puts the {piece} piece on {cells}</source>
        <translation>pose la pièce {piece} sur {cells}</translation>
    </message>
    <message>
        <source>takes the {piece} piece off the board</source>
        <translation>retire la pièce {piece} du plateau</translation>
    </message>
    <message>
        <source>finishes the building in {time}</source>
        <translation>termine le bâtiment en {time}</translation>
    </message>
    <message>
        <source>stops the climb</source>
        <translation>arrête l&apos;ascension</translation>
    </message>
    <message>
        <source>{players} stop the climb with {count} of {total} stages cleared.</source>
        <translation>{players} arrêtent l&apos;ascension avec {count} des {total} marches franchies.</translation>
    </message>
    <message>
        <source>there is no {piece} piece at the {level} level</source>
        <translation>il n&apos;y a pas de pièce {piece} au niveau {level}</translation>
    </message>
    <message>
        <source>the {piece} piece is already on the board</source>
        <translation>la pièce {piece} est déjà sur le plateau</translation>
    </message>
    <message>
        <source>those cells are not a rotation of the {piece} piece inside the board</source>
        <translation>ces cases ne sont pas une rotation de la pièce {piece} à l&apos;intérieur du plateau</translation>
    </message>
    <message>
        <source>the {piece} piece has no place to rest there</source>
        <translation>la pièce {piece} n&apos;a aucun appui à cet endroit</translation>
    </message>
    <message>
        <source>the {piece} piece would drop to floor {landing}, not {floor}</source>
        <translation>la pièce {piece} descendrait à l&apos;étage {landing}, et non {floor}</translation>
    </message>
    <message>
        <source>the cells must be sorted (x, y, z) whole numbers</source>
        <translation>les cases doivent être des nombres entiers (x, y, z) triés</translation>
    </message>
    <message>
        <source>the table found a mistake in the building</source>
        <translation>la table a trouvé une erreur dans le bâtiment</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Rebuild the building from its front and back: puzzle, party, co-op ladder</source>
        <translation>Reconstruisez le bâtiment à partir de son avant et de son arrière&#x202f;: casse-tête, jeu à plusieurs, échelle coopérative</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>{count} buildings match this card</source>
        <translation>{count} bâtiments correspondent à cette carte</translation>
    </message>
    <message>
        <source>at least {count} buildings match this card</source>
        <translation>au moins {count} bâtiments correspondent à cette carte</translation>
    </message>
    <message>
        <source>exactly one building matches this card: the one you built</source>
        <translation>un seul bâtiment correspond à cette carte&#x202f;: celui que vous avez construit</translation>
    </message>
    <message>
        <source>give the card a name or a number</source>
        <translation>donnez un nom ou un numéro à la carte</translation>
    </message>
    <message>
        <source>a card&apos;s name has at most {most} characters, and {name} has {count}</source>
        <translation>le nom d&apos;une carte a au plus {most} caractères, et {name} en a {count}</translation>
    </message>
    <message>
        <source>a card&apos;s name uses only letters A to Z, digits and hyphens, and {name} does not</source>
        <translation>le nom d&apos;une carte ne contient que des lettres de A à Z, des chiffres et des traits d&apos;union, ce qui n&apos;est pas le cas de {name}</translation>
    </message>
    <message>
        <source>My cards already has a card called {name}; choose another name</source>
        <translation>Mes cartes contiennent déjà une carte nommée {name}&#x202f;; choisissez un autre nom</translation>
    </message>
    <message>
        <source>nothing is built yet: put the pieces on the board first</source>
        <translation>rien n&apos;est encore construit&#x202f;: posez d&apos;abord les pièces sur le plateau</translation>
    </message>
    <message>
        <source>the building is {height} floors high; a card shows at most {most} floors</source>
        <translation>le bâtiment a {height} étages&#x202f;; une carte en montre au plus {most}</translation>
    </message>
    <message>
        <source>My cards already has this card, as {name}: the same {level} card with the same two facades</source>
        <translation>Mes cartes contiennent déjà cette carte, sous le nom {name}&#x202f;: la même carte {level} avec les deux mêmes façades</translation>
    </message>
    <message>
        <source>My cards already has this card, as {name} turned round: its front is the back of {name} and its back is the front of {name}</source>
        <translation>Mes cartes contiennent déjà cette carte, c&apos;est {name} retournée&#x202f;: son avant est l&apos;arrière de {name} et son arrière est l&apos;avant de {name}</translation>
    </message>
    <message>
        <source>{error} My cards are kept in that file as they are; repair it or move it away to start a new set.</source>
        <translation>{error} Mes cartes restent telles quelles dans ce fichier&#x202f;; réparez-le ou déplacez-le pour commencer une nouvelle série.</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noire</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanche</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grise</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marron</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verte</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rose</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violette</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleue</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>the time grid is empty</source>
        <translation>la grille des temps est vide</translation>
    </message>
    <message>
        <source>a time grid entry must be [seconds, points], not {entry}</source>
        <translation>une ligne de la grille des temps doit être [secondes, points], et non {entry}</translation>
    </message>
    <message>
        <source>time grid entry {entry}: seconds &gt; 0 and points 0..{most}</source>
        <translation>ligne {entry} de la grille des temps&#x202f;: secondes &gt; 0 et points de 0 à {most}</translation>
    </message>
    <message>
        <source>time grid limits must increase</source>
        <translation>les limites de la grille des temps doivent être croissantes</translation>
    </message>
    <message>
        <source>juice</source>
        <translation>jus</translation>
    </message>
    <message>
        <source>tuna</source>
        <translation>thon</translation>
    </message>
    <message>
        <source>cushion</source>
        <translation>coussin</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>carotte</translation>
    </message>
    <message>
        <source>honey</source>
        <translation>miel</translation>
    </message>
    <message>
        <source>+3</source>
        <translation>+3</translation>
    </message>
    <message>
        <source>Steal 2</source>
        <translation>Vol de 2</translation>
    </message>
    <message>
        <source>Hibernate</source>
        <translation>Hibernation</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Ours</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Keeping your Bear or Switch card for later is allowed.</source>
        <translation>Vous pouvez garder votre carte Ours ou Échange pour plus tard.</translation>
    </message>
    <message>
        <source>A symbol card is shown, then laid face down at the end of your sequence: remember it.</source>
        <translation>Une carte Symbole est montrée, puis posée face cachée au bout de votre séquence&#x202f;: retenez-la.</translation>
    </message>
    <message>
        <source>You may keep one action card (Bear or Switch) face up to play later.</source>
        <translation>Vous pouvez garder une carte Action (Ours ou Échange) face visible pour la jouer plus tard.</translation>
    </message>
    <message>
        <source>You may hold only one action card: a second one is discarded.</source>
        <translation>Vous ne pouvez garder qu&apos;une seule carte Action&#x202f;: une deuxième est défaussée.</translation>
    </message>
    <message>
        <source>When nobody else has two won cards, Steal 2 means two more cards from the draw pile.</source>
        <translation>Quand personne d&apos;autre n&apos;a deux cartes gagnées, Vol de 2 fait piocher deux cartes de plus dans la pioche.</translation>
    </message>
    <message>
        <source>Steal 2: the top two cards of another player&apos;s won pile join your sequence face down.</source>
        <translation>Vol de 2&#x202f;: les deux cartes du dessus du butin d&apos;un autre joueur rejoignent votre séquence face cachée.</translation>
    </message>
    <message>
        <source>When you stop, you name your sequence from the last card drawn back to the first.</source>
        <translation>Quand vous vous arrêtez, vous nommez votre séquence de la dernière carte piochée jusqu&apos;à la première.</translation>
    </message>
    <message>
        <source>With no symbol card in the sequence there is nothing to recall.</source>
        <translation>Sans carte Symbole dans la séquence, il n&apos;y a rien à réciter.</translation>
    </message>
    <message>
        <source>Switch, played before a memory test, swaps the first and last cards of that sequence.</source>
        <translation>Échange, joué avant une épreuve de mémoire, intervertit la première et la dernière carte de cette séquence.</translation>
    </message>
    <message>
        <source>Bear: during someone else&apos;s memory test you may name their next card; if you are right, you win it.</source>
        <translation>Ours&#x202f;: pendant l&apos;épreuve de mémoire d&apos;un autre joueur, vous pouvez nommer sa prochaine carte&#x202f;; si vous avez raison, vous la gagnez.</translation>
    </message>
    <message>
        <source>A wrong Bear call changes nothing: the card goes back face down.</source>
        <translation>Une annonce d&apos;Ours fausse ne change rien&#x202f;: la carte est remise face cachée.</translation>
    </message>
    <message>
        <source>Name the cards from the last drawn to the first; each right name turns one card up.</source>
        <translation>Nommez les cartes de la dernière piochée à la première&#x202f;; chaque nom juste retourne une carte face visible.</translation>
    </message>
    <message>
        <source>One wrong name fails the memory test: the whole sequence goes to the discard pile.</source>
        <translation>Un seul nom faux fait rater l&apos;épreuve de mémoire&#x202f;: toute la séquence part à la défausse.</translation>
    </message>
    <message>
        <source>Recite the whole sequence and you win its cards; their points count at the end.</source>
        <translation>Récitez toute la séquence et vous gagnez ses cartes&#x202f;; leurs points comptent à la fin.</translation>
    </message>
    <message>
        <source>The game ends when the draw pile is empty; most points wins, then most honey cards.</source>
        <translation>La partie se termine quand la pioche est vide&#x202f;; le plus de points l&apos;emporte, puis le plus de cartes miel.</translation>
    </message>
    <message>
        <source>{position}. {card}</source>
        <translation>{position}. {card}</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passe.</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>pioche une carte</translation>
    </message>
    <message>
        <source>stops drawing and starts the memory test</source>
        <translation>arrête de piocher et commence l&apos;épreuve de mémoire</translation>
    </message>
    <message>
        <source>steals the top two cards of {player}&apos;s won pile</source>
        <translation>vole les deux cartes du dessus du butin de {player}</translation>
    </message>
    <message>
        <source>names {card}</source>
        <translation>annonce «&#x202f;{card}&#x202f;»</translation>
    </message>
    <message>
        <source>plays Switch</source>
        <translation>joue Échange</translation>
    </message>
    <message>
        <source>calls Bear and names {card}</source>
        <translation>annonce Ours et nomme «&#x202f;{card}&#x202f;»</translation>
    </message>
    <message>
        <source>lets the chance go by</source>
        <translation>laisse passer l&apos;occasion</translation>
    </message>
    <message>
        <source>{number}th</source>
        <translation>{number}e</translation>
    </message>
    <message>
        <source>{player} calls Bear on your sequence and names {named}: right, {player} wins the card.</source>
        <translation>{player} annonce Ours sur votre séquence et nomme «&#x202f;{named}&#x202f;»&#x202f;: juste, {player} gagne la carte.</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} cartes</translation>
    </message>
    <message>
        <source>{player} takes {card} from the top of your won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} prend une carte {card} sur le dessus de votre butin et la pose face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>{player} plays Switch: the first and last cards of your sequence change places.</source>
        <translation>{player} joue Échange&#x202f;: la première et la dernière carte de votre séquence changent de place.</translation>
    </message>
    <message>
        <source>{player} stops drawing, with {cards} to recall.</source>
        <translation>{player} arrête de piocher, avec {cards} à réciter.</translation>
    </message>
    <message>
        <source>{player} passes the memory test and wins {cards} ({points}).</source>
        <translation>{player} réussit l&apos;épreuve de mémoire et gagne {cards} ({points}).</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <source>You draw {card} and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Vous piochez une carte {card} et la posez face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>You draw Hibernate: your drawing stops at once.</source>
        <translation>Vous piochez Hibernation&#x202f;: vos pioches s&apos;arrêtent aussitôt.</translation>
    </message>
    <message>
        <source>You draw {card} and keep it face up.</source>
        <translation>Vous piochez une carte {card} et la gardez face visible.</translation>
    </message>
    <message>
        <source>You draw {card} but already hold an action card, so it is discarded.</source>
        <translation>Vous piochez une carte {card} mais avez déjà une carte Action&#x202f;: elle est donc défaussée.</translation>
    </message>
    <message>
        <source>Nobody else has two won cards: you draw two cards from the draw pile instead.</source>
        <translation>Personne d&apos;autre n&apos;a deux cartes gagnées&#x202f;: vous piochez deux cartes à la place.</translation>
    </message>
    <message>
        <source>You take {card} from the top of {other}&apos;s won pile and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Vous prenez une carte {card} sur le dessus du butin de {other} et la posez face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>You stop drawing, with {cards} to recall.</source>
        <translation>Vous arrêtez de piocher, avec {cards} à réciter.</translation>
    </message>
    <message>
        <source>You have no symbol card to recall; your turn ends.</source>
        <translation>Vous n&apos;avez aucune carte Symbole à réciter&#x202f;; votre tour se termine.</translation>
    </message>
    <message>
        <source>You play Switch: the first and last cards of {other}&apos;s sequence change places.</source>
        <translation>Vous jouez Échange&#x202f;: la première et la dernière carte de la séquence de {other} changent de place.</translation>
    </message>
    <message>
        <source>You call Bear on {other}&apos;s sequence and name {named}: right, you win the card.</source>
        <translation>Vous annoncez Ours sur la séquence de {other} et nommez «&#x202f;{named}&#x202f;»&#x202f;: juste, vous gagnez la carte.</translation>
    </message>
    <message>
        <source>You call Bear and name {named}, but the card is {card}; it goes back face down.</source>
        <translation>Vous annoncez Ours et nommez «&#x202f;{named}&#x202f;», mais la carte est «&#x202f;{card}&#x202f;»&#x202f;; elle est remise face cachée.</translation>
    </message>
    <message>
        <source>You name {card}: right.</source>
        <translation>Vous annoncez «&#x202f;{card}&#x202f;»&#x202f;: juste.</translation>
    </message>
    <message>
        <source>You name {named}, but the card is {card}: you fail the memory test.</source>
        <translation>Vous annoncez «&#x202f;{named}&#x202f;», mais la carte est «&#x202f;{card}&#x202f;»&#x202f;: vous ratez l&apos;épreuve de mémoire.</translation>
    </message>
    <message>
        <source>You pass the memory test and win {cards} ({points}).</source>
        <translation>Vous réussissez l&apos;épreuve de mémoire et gagnez {cards} ({points}).</translation>
    </message>
    <message>
        <source>Your sequence goes to the discard pile: {cards}.</source>
        <translation>Votre séquence part à la défausse&#x202f;: {cards}.</translation>
    </message>
    <message>
        <source>The game is over. You share the win with {players}.</source>
        <translation>La partie est finie. Vous partagez la victoire avec {players}.</translation>
    </message>
    <message>
        <source>{player} takes a card from the top of your won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} prend une carte sur le dessus de votre butin et la pose face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>{player} plays Switch on your sequence: with a single card nothing changes.</source>
        <translation>{player} joue Échange sur votre séquence&#x202f;: avec une seule carte, rien ne change.</translation>
    </message>
    <message>
        <source>{player} must stop because of Hibernate, with {cards} to recall.</source>
        <translation>{player} doit s&apos;arrêter à cause de l&apos;Hibernation, avec {cards} à réciter.</translation>
    </message>
    <message>
        <source>The draw pile is empty: {player} must stop, with {cards} to recall.</source>
        <translation>La pioche est vide&#x202f;: {player} doit s&apos;arrêter, avec {cards} à réciter.</translation>
    </message>
    <message>
        <source>You draw a symbol card and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Vous piochez une carte Symbole et la posez face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>You draw +3: three more cards must be drawn.</source>
        <translation>Vous piochez +3&#x202f;: il faut piocher trois cartes de plus.</translation>
    </message>
    <message>
        <source>You draw Steal 2.</source>
        <translation>Vous piochez Vol de 2.</translation>
    </message>
    <message>
        <source>You take a card from the top of {other}&apos;s won pile and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Vous prenez une carte sur le dessus du butin de {other} et la posez face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>You must stop because of Hibernate, with {cards} to recall.</source>
        <translation>Vous devez vous arrêter à cause de l&apos;Hibernation, avec {cards} à réciter.</translation>
    </message>
    <message>
        <source>The draw pile is empty: you must stop, with {cards} to recall.</source>
        <translation>La pioche est vide&#x202f;: vous devez vous arrêter, avec {cards} à réciter.</translation>
    </message>
    <message>
        <source>You play Switch on {other}&apos;s sequence: with a single card nothing changes.</source>
        <translation>Vous jouez Échange sur la séquence de {other}&#x202f;: avec une seule carte, rien ne change.</translation>
    </message>
    <message>
        <source>You call Bear and name {named}: wrong; the card goes back face down.</source>
        <translation>Vous annoncez Ours et nommez «&#x202f;{named}&#x202f;»&#x202f;: faux&#x202f;; la carte est remise face cachée.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; you share the win with {players} thanks to more honey cards.</source>
        <translation>La partie est finie. Les meilleurs scores sont à égalité&#x202f;; vous partagez la victoire avec {players} grâce à plus de cartes miel.</translation>
    </message>
    <message>
        <source>The game is over. You win!</source>
        <translation>La partie est finie. Vous gagnez&#x202f;!</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; you win with more honey cards.</source>
        <translation>La partie est finie. Les meilleurs scores sont à égalité&#x202f;; vous gagnez avec plus de cartes miel.</translation>
    </message>
    <message>
        <source>Honey</source>
        <translation>Miel</translation>
    </message>
    <message>
        <source>Honey cards won: they break a tie</source>
        <translation>Cartes miel gagnées&#x202f;: elles départagent les égalités</translation>
    </message>
    <message>
        <source>★ In the lead: {players} (tie broken by honey)</source>
        <translation>★ En tête&#x202f;: {players} (égalité départagée au miel)</translation>
    </message>
    <message>
        <source>another program holds the file open; close it there and try again</source>
        <translation>un autre programme garde le fichier ouvert&#x202f;; fermez-le puis réessayez</translation>
    </message>
    <message>
        <source>{player} takes {card} (a card worth {points})</source>
        <translation>{player} prend {card} (une carte qui vaut {points})</translation>
    </message>
    <message>
        <source>{player} flips {before} → {after} and takes it (a card worth {points})</source>
        <translation>{player} retourne {before} → {after} et la prend (une carte qui vaut {points})</translation>
    </message>
    <message>
        <source>{player}: {kind}.</source>
        <translation>{player}&#x202f;: {kind}.</translation>
    </message>
    <message>
        <source>Failed attempts that end the ladder (0: no limit)</source>
        <translation>Échecs qui mettent fin à l&apos;échelle (0&#x202f;: sans limite)</translation>
    </message>
    <message>
        <source>{number}st</source>
        <translation>{number}re</translation>
    </message>
    <message>
        <source>{number}nd</source>
        <translation>{number}e</translation>
    </message>
    <message>
        <source>{number}rd</source>
        <translation>{number}e</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation>Au tour de {player}.</translation>
    </message>
    <message>
        <source>{player} draws {card} and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} pioche une carte {card} et la pose face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>{player} draws Hibernate: the drawing stops at once.</source>
        <translation>{player} pioche Hibernation&#x202f;: les pioches s&apos;arrêtent aussitôt.</translation>
    </message>
    <message>
        <source>{player} draws {card} and keeps it face up.</source>
        <translation>{player} pioche une carte {card} et la garde face visible.</translation>
    </message>
    <message>
        <source>{player} draws {card} but already holds an action card, so it is discarded.</source>
        <translation>{player} pioche une carte {card} mais a déjà une carte Action&#x202f;: elle est donc défaussée.</translation>
    </message>
    <message>
        <source>Nobody else has two won cards: {player} draws two cards from the draw pile instead.</source>
        <translation>Personne d&apos;autre n&apos;a deux cartes gagnées&#x202f;: {player} pioche plutôt deux cartes dans la pioche.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the top of {other}&apos;s won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} prend une carte {card} sur le dessus du butin de {other} et la pose face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>{player} has no symbol card to recall; the turn ends.</source>
        <translation>{player} n&apos;a aucune carte Symbole à réciter&#x202f;; le tour se termine.</translation>
    </message>
    <message>
        <source>{player} plays Switch: the first and last cards of {other}&apos;s sequence change places.</source>
        <translation>{player} joue Échange&#x202f;: la première et la dernière carte de la séquence de {other} changent de place.</translation>
    </message>
    <message>
        <source>{player} calls Bear on {other}&apos;s sequence and names {named}: right, {player} wins the card.</source>
        <translation>{player} annonce Ours sur la séquence de {other} et nomme «&#x202f;{named}&#x202f;»&#x202f;: juste, {player} gagne la carte.</translation>
    </message>
    <message>
        <source>{player} calls Bear and names {named}, but the card is {card}; it goes back face down.</source>
        <translation>{player} annonce Ours et nomme «&#x202f;{named}&#x202f;», mais la carte est «&#x202f;{card}&#x202f;»&#x202f;; elle est remise face cachée.</translation>
    </message>
    <message>
        <source>{player} names {card}: right.</source>
        <translation>{player} annonce «&#x202f;{card}&#x202f;»&#x202f;: juste.</translation>
    </message>
    <message>
        <source>{player} names {named}, but the card is {card}: the memory test is failed.</source>
        <translation>{player} annonce «&#x202f;{named}&#x202f;», mais la carte est «&#x202f;{card}&#x202f;»&#x202f;: l&apos;épreuve de mémoire est ratée.</translation>
    </message>
    <message>
        <source>{player}&apos;s sequence goes to the discard pile: {cards}.</source>
        <translation>La séquence de {player} part à la défausse&#x202f;: {cards}.</translation>
    </message>
    <message>
        <source>The game is over. {players} share the win.</source>
        <translation>La partie est terminée. {players} se partagent la victoire.</translation>
    </message>
    <message>
        <source>{player} draws a symbol card and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} pioche une carte Symbole et la pose face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>{player} draws +3: three more cards must be drawn.</source>
        <translation>{player} pioche +3&#x202f;: il faut piocher trois cartes de plus.</translation>
    </message>
    <message>
        <source>{player} draws Steal 2.</source>
        <translation>{player} pioche Vol de 2.</translation>
    </message>
    <message>
        <source>{player} takes a card from the top of {other}&apos;s won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} prend la carte du dessus du butin de {other} et la pose face cachée ({ordinal} carte de la séquence).</translation>
    </message>
    <message>
        <source>{player} plays Switch on {other}&apos;s sequence: with a single card nothing changes.</source>
        <translation>{player} joue Échange sur la séquence de {other}&#x202f;: avec une seule carte, rien ne change.</translation>
    </message>
    <message>
        <source>{player} calls Bear and names {named}: wrong; the card goes back face down.</source>
        <translation>{player} annonce Ours et nomme «&#x202f;{named}&#x202f;»&#x202f;: faux&#x202f;; la carte est remise face cachée.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; {players} share the win with more honey cards.</source>
        <translation>La partie est terminée. Les meilleurs scores sont à égalité&#x202f;; {players} se partagent la victoire avec plus de cartes miel.</translation>
    </message>
    <message>
        <source>The game is over. {player} wins.</source>
        <translation>La partie est terminée. {player} gagne.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; {player} wins with more honey cards.</source>
        <translation>La partie est terminée. Les meilleurs scores sont à égalité&#x202f;; {player} gagne avec plus de cartes miel.</translation>
    </message>
    <message>
        <source>Revorso</source>
        <translation>Revorso</translation>
    </message>
    <message>
        <source>Draw, remember, recite backwards — push your luck</source>
        <translation>Piochez, retenez, récitez à l&apos;envers — tentez votre chance</translation>
    </message>
    <message>
        <source>Most points wins; a tie goes to the tied player with more honey cards, or else is shared.</source>
        <translation>Le plus de points gagne&#x202f;; en cas d&apos;égalité, le joueur avec le plus de cartes miel l&apos;emporte, sinon la victoire est partagée.</translation>
    </message>
    <message>
        <source>Cannot open {file} ({problem}).</source>
        <translation>Impossible d&apos;ouvrir {file} ({problem}).</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>trop volumineux</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>pas du JSON</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>version inconnue</translation>
    </message>
    <message>
        <source>invalid content</source>
        <translation>contenu non valide</translation>
    </message>
    <message>
        <source>Cannot open {file} ({problem}: {detail}).</source>
        <translation>Impossible d&apos;ouvrir {file} ({problem}&#x202f;: {detail}).</translation>
    </message>
    <message>
        <source>missing {key}</source>
        <translation>clé {key} manquante</translation>
    </message>
    <message>
        <source>a key is missing</source>
        <translation>une clé manque</translation>
    </message>
    <message>
        <source>{size} MB, the limit is {limit} MB</source>
        <translation>{size} Mo, la limite est de {limit} Mo</translation>
    </message>
    <message>
        <source>line {line}: {error}</source>
        <translation>ligne {line}&#x202f;: {error}</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>imbrication trop profonde</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>le fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>version {version}, this app reads {versions}</source>
        <translation>version {version}, cette application lit {versions}</translation>
    </message>
    <message>
        <source>a save must be a JSON object</source>
        <translation>une sauvegarde doit être un objet JSON</translation>
    </message>
    <message>
        <source>unknown game {game}</source>
        <translation>jeu inconnu {game}</translation>
    </message>
    <message>
        <source>{game} save of version {version}; this app reads version {supported}</source>
        <translation>sauvegarde {game} de version {version}&#x202f;; cette application lit la version {supported}</translation>
    </message>
    <message>
        <source>&apos;players&apos; must be a whole number</source>
        <translation>«&#x202f;players&#x202f;» doit être un nombre entier</translation>
    </message>
    <message>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>«&#x202f;seed&#x202f;» doit être un nombre entier</translation>
    </message>
    <message>
        <source>Effect cards act at once and then go to the discard pile.</source>
        <translation>Les cartes Effet agissent aussitôt, puis vont à la défausse.</translation>
    </message>
    <message>
        <source>A failed sequence goes face down to the discard pile; nobody wins its cards.</source>
        <translation>Une séquence ratée part face cachée à la défausse&#x202f;; personne ne gagne ses cartes.</translation>
    </message>
    <message>
        <source>+3: you must draw three more cards before you may stop.</source>
        <translation>+3&#x202f;: vous devez piocher trois cartes de plus avant de pouvoir vous arrêter.</translation>
    </message>
    <message>
        <source>Hibernate: your drawing stops at once and your memory test begins.</source>
        <translation>Hibernation&#x202f;: votre pioche s&apos;arrête aussitôt et votre épreuve de mémoire commence.</translation>
    </message>
    <message>
        <source>Steal 2: you take two cards from another player&apos;s won pile, or two from the draw pile.</source>
        <translation>Vol de 2&#x202f;: vous prenez deux cartes du butin d&apos;un autre joueur, ou deux de la pioche.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the drawing stops and the memory test begins.</source>
        <translation>Quand la pioche est vide, on cesse de piocher et l&apos;épreuve de mémoire commence.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>c&apos;est un lien symbolique</translation>
    </message>
    <message>
        <source>it is a named pipe</source>
        <translation>c&apos;est un tube nommé</translation>
    </message>
    <message>
        <source>it is a socket</source>
        <translation>c&apos;est une socket</translation>
    </message>
    <message>
        <source>it is a device</source>
        <translation>c&apos;est un périphérique</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>{word} is not a number this app accepts</source>
        <translation>{word} n&apos;est pas un nombre accepté par cette application</translation>
    </message>
    <message>
        <source>a number of more than {limit} digits</source>
        <translation>un nombre de plus de {limit} chiffres</translation>
    </message>
    <message>
        <source>a number too large ({number})</source>
        <translation>un nombre trop grand ({number})</translation>
    </message>
    <message>
        <source>text no file can hold (a lone surrogate)</source>
        <translation>un texte qu&apos;aucun fichier ne peut contenir (un demi-caractère isolé)</translation>
    </message>
    <message>
        <source>the name is not a file name</source>
        <translation>le nom n&apos;est pas un nom de fichier</translation>
    </message>
    <message>
        <source>&apos;options&apos; must be a JSON object</source>
        <translation>«&#x202f;options&#x202f;» doit être un objet JSON</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list</source>
        <translation>«&#x202f;actions&#x202f;» doit être une liste</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list</source>
        <translation>«&#x202f;seats&#x202f;» doit être une liste</translation>
    </message>
    <message>
        <source>the save does not describe a possible game ({error})</source>
        <translation>la sauvegarde ne décrit pas une partie possible ({error})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>unknown kind of seat {kind}</source>
        <translation>type de place inconnu {kind}</translation>
    </message>
    <message>
        <source>a seat must be a JSON object</source>
        <translation>une place doit être un objet JSON</translation>
    </message>
    <message>
        <source>this is a {other} game, not {game}</source>
        <translation>c&apos;est une partie de {other}, pas de {game}</translation>
    </message>
    <message>
        <source>unknown computer player {kind}</source>
        <translation>joueur ordinateur inconnu {kind}</translation>
    </message>
    <message>
        <source>unknown level {level}</source>
        <translation>niveau inconnu {level}</translation>
    </message>
    <message>
        <source>a computer player&apos;s kind and level must be words</source>
        <translation>le type et le niveau d&apos;un joueur ordinateur doivent être des mots</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} players, not {count}</source>
        <translation>{game} se joue de {low} à {high} joueurs, pas à {count}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>That move cannot be taken back.</source>
        <translation>Ce coup ne peut pas être annulé.</translation>
    </message>
    <message>
        <source>{others} and {last}</source>
        <translation>{others} et {last}</translation>
    </message>
    <message>
        <source>{earlier}; {later}</source>
        <translation>{earlier}&#x202f;; {later}</translation>
    </message>
    <message>
        <source>{earlier}, {later}</source>
        <translation>{earlier}, {later}</translation>
    </message>
    <message>
        <source>The opponent</source>
        <translation>L&apos;adversaire</translation>
    </message>
    <message>
        <source>{player} takes the top card as shown ({card})</source>
        <translation>{player} prend la carte du dessus telle quelle (carte {card})</translation>
    </message>
    <message>
        <source>{player} banks {colour} {values} for {points} points</source>
        <translation>{player} encaisse la série {colour} {values} pour {points} points</translation>
    </message>
    <message>
        <source>{player} banks no last series</source>
        <translation>{player} n&apos;encaisse pas de dernière série</translation>
    </message>
    <message>
        <source>{player} flips the top card ({card}) and takes it</source>
        <translation>{player} retourne la carte du dessus (carte {card}) et la prend</translation>
    </message>
    <message>
        <source>{player} banks {colour} {values} for {points} points as a last series</source>
        <translation>{player} encaisse la série {colour} {values} pour {points} points comme dernière série</translation>
    </message>
    <message>
        <source>{player} discards {card}, identical to a card already held</source>
        <translation>{player} défausse la carte {card}, identique à une carte déjà en main</translation>
    </message>
    <message>
        <source>{player} flips {before} → {after}</source>
        <translation>{player} retourne la carte {before} → {after}</translation>
    </message>
    <message>
        <source>{player} completes the square for {points} points</source>
        <translation>{player} complète le carré pour {points} points</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after}</source>
        <translation>l&apos;adversaire retourne la carte {before} → {after}</translation>
    </message>
    <message>
        <source>the draw pile is empty</source>
        <translation>la pioche est vide</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (a joker: nothing happens)</source>
        <translation>l&apos;adversaire retourne la carte {before} → {after} (un joker&#x202f;: rien ne se passe)</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (higher)</source>
        <translation>l&apos;adversaire retourne la carte {before} → {after} (plus fort)</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (not higher: nothing happens)</source>
        <translation>l&apos;adversaire retourne la carte {before} → {after} (pas plus fort&#x202f;: rien ne se passe)</translation>
    </message>
    <message>
        <source>Sea · blue</source>
        <translation>Mer · bleu</translation>
    </message>
    <message>
        <source>Land · green</source>
        <translation>Terre · vert</translation>
    </message>
    <message>
        <source>Sky · orange</source>
        <translation>Ciel · orange</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <translation>{colour} {value}</translation>
    </message>
    <message>
        <source>On your turn you take the top card of the pile and put it in the row of its colour.</source>
        <translation>À votre tour, vous prenez la carte du dessus de la pioche et la placez dans la rangée de sa couleur.</translation>
    </message>
    <message>
        <source>You may turn the top card over before taking it, and you must when you already hold the face it shows.</source>
        <translation>Vous pouvez retourner la carte du dessus avant de la prendre, et vous le devez si vous avez déjà la face qu&apos;elle montre.</translation>
    </message>
    <message>
        <source>A series is 2 to 6 cards of one colour that follow on (jokers fill gaps): it scores its points, its two highest cards are discarded and each neighbour turns over their highest card of that colour.</source>
        <translation>Une série, c&apos;est 2 à 6 cartes d&apos;une même couleur qui se suivent (les jokers bouchent les trous)&#x202f;: elle rapporte ses points, ses deux plus fortes cartes sont défaussées et chaque voisin retourne sa plus forte carte de cette couleur.</translation>
    </message>
    <message>
        <source>Once the pile is empty, each player may bank one last series; nobody turns a card over then.</source>
        <translation>Une fois la pioche vide, chaque joueur peut encaisser une dernière série&#x202f;; personne ne retourne alors de carte.</translation>
    </message>
    <message>
        <source>Once the pile is empty, each player may bank one last series or pass.</source>
        <translation>Une fois la pioche vide, chaque joueur peut encaisser une dernière série ou passer.</translation>
    </message>
    <message>
        <source>When a neighbour banks a series, you turn over your highest card of its colour and put it in the row of the colour it now shows.</source>
        <translation>Quand un voisin encaisse une série, vous retournez votre plus haute carte de sa couleur et la rangez dans la rangée de la couleur qu&apos;elle montre alors.</translation>
    </message>
    <message>
        <source>A card identical to one you hold (same colour and value) is discarded at once.</source>
        <translation>Une carte identique à une carte que vous avez (même couleur et même valeur) est défaussée aussitôt.</translation>
    </message>
    <message>
        <source>Exactly three cards in each colour make the square: 7 points at once.</source>
        <translation>Exactement trois cartes de chaque couleur forment le carré&#x202f;: 7 points tout de suite.</translation>
    </message>
    <message>
        <source>Solo: after each of your actions the opponent turns the top card over; when the value shown goes up, you turn over your highest card of the newly shown colour.</source>
        <translation>Solo&#x202f;: après chacune de vos actions, l&apos;adversaire retourne la carte du dessus&#x202f;; si la valeur montrée augmente, vous retournez votre plus forte carte de la couleur qui vient d&apos;apparaître.</translation>
    </message>
    <message>
        <source>The game ends when the pile is empty and everyone had the chance of a last series.</source>
        <translation>La partie se termine quand la pioche est vide et que chacun a pu encaisser une dernière série.</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>{colour} ★</translation>
    </message>
    <message>
        <source>{shown} (other side {hidden})</source>
        <translation>{shown} (au dos&#x202f;: {hidden})</translation>
    </message>
    <message>
        <source>top of the pile: {shown} (other side {hidden})</source>
        <translation>dessus de la pioche&#x202f;: {shown} (au dos&#x202f;: {hidden})</translation>
    </message>
    <message>
        <source>Verso</source>
        <translation>Verso</translation>
    </message>
    <message>
        <source>Draw or flip, bank series, build the square — 1 to 6 players or solo</source>
        <translation>Piochez ou retournez, encaissez des séries, formez le carré — de 1 à 6 joueurs ou en solo</translation>
    </message>
    <message>
        <source>Legend of the deck</source>
        <translation>Légende du paquet</translation>
    </message>
    <message>
        <source>Professional player</source>
        <translation>Joueur professionnel</translation>
    </message>
    <message>
        <source>Model player</source>
        <translation>Joueur modèle</translation>
    </message>
    <message>
        <source>Pure talent</source>
        <translation>Pur talent</translation>
    </message>
    <message>
        <source>Nice play</source>
        <translation>Beau jeu</translation>
    </message>
    <message>
        <source>Well done: an average Verso score</source>
        <translation>Bien joué&#x202f;: un score moyen à Verso</translation>
    </message>
    <message>
        <source>Keep practising</source>
        <translation>Continuez à vous entraîner</translation>
    </message>
    <message>
        <source>{name} joined on a phone</source>
        <translation>{name} a rejoint la table sur un téléphone</translation>
    </message>
    <message>
        <source>{name}&apos;s phone lost its connection</source>
        <translation>Le téléphone de {name} a perdu la connexion</translation>
    </message>
    <message>
        <source>{name}&apos;s phone is back</source>
        <translation>Le téléphone de {name} est de retour</translation>
    </message>
    <message>
        <source>{name} left the seat</source>
        <translation>{name} a quitté sa place</translation>
    </message>
    <message>
        <source>{name}&apos;s seat was freed for another phone</source>
        <translation>La place de {name} a été libérée pour un autre téléphone</translation>
    </message>
    <message>
        <source>{name}&apos;s phone was closed by the teacher</source>
        <translation>L&apos;enseignant a fermé le téléphone de {name}</translation>
    </message>
    <message>
        <source>A computer player now plays for {name}</source>
        <translation>Un joueur ordinateur joue désormais pour {name}</translation>
    </message>
    <message>
        <source>{name} now plays at the computer</source>
        <translation>{name} joue désormais à l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Every card has an animal on both sides. You hold your cards so that you see one side and everybody else sees the other. On your turn: play a card to the centre, do what its round picture says, then take a card from the centre. When all the cards you see show the same animal (or all show the magnifier) at the end of your turn, you win a point. Three points win.</source>
        <translation>Chaque carte porte un animal sur ses deux faces. Vous tenez vos cartes de façon à voir un côté, pendant que tous les autres voient l&apos;autre. À votre tour&#x202f;: jouez une carte au centre, faites ce que dit son pictogramme rond, puis prenez une carte au centre. Si toutes les cartes que vous voyez montrent le même animal (ou toutes la loupe) à la fin de votre tour, vous gagnez un point. Trois points pour gagner.</translation>
    </message>
    <message>
        <source>Harder: you must guess your own hand.</source>
        <translation>Plus difficile&#x202f;: il faut deviner sa propre main.</translation>
    </message>
    <message>
        <source>Draw cards one by one and remember them: they are laid face down. Stop in time and name your sequence from the last card to the first to win it. Everything drawn is shown to all, so several people can share one screen.</source>
        <translation>Piochez les cartes une à une et retenez-les&#x202f;: elles sont posées face cachée. Arrêtez-vous à temps et nommez votre séquence de la dernière carte à la première pour la gagner. Tout ce qui est pioché est montré à tous&#x202f;: plusieurs personnes peuvent partager un écran.</translation>
    </message>
    <message>
        <source>Switch may also be played after a forced stop (Hibernate or an empty draw pile)</source>
        <translation>L&apos;Échange peut aussi se jouer après un arrêt forcé (Hibernation ou pioche vide)</translation>
    </message>
    <message>
        <source>Take the top card as shown or flipped, bank series of one colour, and complete the square of three cards in each colour. Everything is face up, so players can share one screen: the table always shows whose turn it is.</source>
        <translation>Prenez la carte du dessus telle quelle ou retournée, encaissez des séries d&apos;une couleur et complétez le carré de trois cartes par couleur. Tout est face visible, les joueurs peuvent donc partager un écran&#x202f;: la table montre toujours à qui c&apos;est le tour.</translation>
    </message>
    <message>
        <source>A series may run on from 6 to 1 (e.g. 5-6-1)</source>
        <translation>Une série peut boucler de 6 à 1 (par ex. 5-6-1)</translation>
    </message>
    <message>
        <source>The square scores again</source>
        <translation>Le carré rapporte à nouveau</translation>
    </message>
    <message>
        <source>Two jokers of one colour count as identical cards</source>
        <translation>Deux jokers d&apos;une même couleur comptent comme des cartes identiques</translation>
    </message>
    <message>
        <source>once it was broken and formed again</source>
        <translation>dès qu&apos;il a été défait puis reformé</translation>
    </message>
    <message>
        <source>only after banking a series</source>
        <translation>seulement après avoir encaissé une série</translation>
    </message>
    <message>
        <source>The youngest player starts</source>
        <translation>Le plus jeune commence</translation>
    </message>
    <message>
        <source>Score with the side the others see</source>
        <translation>Compter avec le côté que voient les autres</translation>
    </message>
    <message>
        <source>Verso, the back facade, from the left, top to bottom: {columns}</source>
        <translation>Verso, la façade arrière, depuis la gauche, de haut en bas&#x202f;: {columns}</translation>
    </message>
    <message>
        <source>Recto, the front facade, from the left, top to bottom: {columns}</source>
        <translation>Recto, la façade avant, depuis la gauche, de haut en bas&#x202f;: {columns}</translation>
    </message>
    <message>
        <source>{colour} cube on {square}, floor {floor}</source>
        <translation>pièce {colour}&#x202f;: cube en {square}, étage {floor}</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Le plateau est vide.</translation>
    </message>
    <message>
        <source>column {number}: {colours}</source>
        <translation>colonne {number}&#x202f;: {colours}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{square}, from the ground up: {colours}</source>
        <translation>{square}, du sol vers le haut&#x202f;: {colours}</translation>
    </message>
    <message>
        <source>Check it for us</source>
        <translation>Vérifier pour nous</translation>
    </message>
    <message>
        <source>For young children: a ladder attempt ends as soon as the building is right, with no calls.</source>
        <translation>Pour les jeunes enfants : un essai de l&apos;échelle s&apos;arrête dès que le bâtiment est juste, sans annonces.</translation>
    </message>
</context>
<context>
    <name>piece mark</name>
    <message>
        <source>K</source>
        <extracomment>Letter on the black piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>Letter on the white piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Letter on the grey piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>G</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>Letter on the brown piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <source>G</source>
        <extracomment>Letter on the green piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Letter on the pink piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>V</source>
        <extracomment>Letter on the violet piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>I</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Letter on the orange piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>O</translation>
    </message>
    <message>
        <source>Y</source>
        <extracomment>Letter on the yellow piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Letter on the blue piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>L</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>Letter on the red piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>print_aid</name>
    <message>
        <source>next player skips</source>
        <translation>le suivant passe</translation>
    </message>
    <message>
        <source>reverse direction</source>
        <translation>changez de sens</translation>
    </message>
    <message>
        <source>flip 3 centre cards</source>
        <translation>retournez 3 cartes du centre</translation>
    </message>
    <message>
        <source>flip 1 card in a hand</source>
        <translation>retournez 1 carte d&apos;une main</translation>
    </message>
    <message>
        <source>take a card from a hand</source>
        <translation>prenez une carte d&apos;une main</translation>
    </message>
    <message>
        <source>no action; a hand of magnifiers wins a point too</source>
        <translation>aucun effet&#x202f;; une main de loupes rapporte aussi un point</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>mer</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terre</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>ciel</translation>
    </message>
    <message>
        <source>juice</source>
        <translation>jus</translation>
    </message>
    <message>
        <source>tuna</source>
        <translation>thon</translation>
    </message>
    <message>
        <source>cushion</source>
        <translation>coussin</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>carotte</translation>
    </message>
    <message>
        <source>honey (2)</source>
        <translation>miel (2)</translation>
    </message>
    <message>
        <source>+3</source>
        <translation>+3</translation>
    </message>
    <message>
        <source>Steal 2</source>
        <translation>Vol de 2</translation>
    </message>
    <message>
        <source>Hibernate</source>
        <translation>Hibernation</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Ours</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Recto Verso — player aid</source>
        <translation>Recto Verso — aide de jeu</translation>
    </message>
    <message>
        <source>Verso — player aid</source>
        <translation>Verso — aide de jeu</translation>
    </message>
    <message>
        <source>Revorso — player aid</source>
        <translation>Revorso — aide de jeu</translation>
    </message>
    <message>
        <source>DJ05135 — player aid</source>
        <translation>DJ05135 — aide de jeu</translation>
    </message>
    <message>
        <source>Two partners sit face to face with a building card between them: one sees the front facade, the other the back.</source>
        <translation>Deux partenaires face à face, une carte Bâtiment entre eux&#x202f;: l&apos;un voit la façade avant, l&apos;autre l&apos;arrière.</translation>
    </message>
    <message>
        <source>Together, rebuild the building on the 4×4 board with every piece of the level (easy: 10, hard: 11 with red).</source>
        <translation>Ensemble, reconstruisez le bâtiment sur le plateau 4×4 avec toutes les pièces du niveau (facile&#x202f;: 10, difficile&#x202f;: 11 avec le rouge).</translation>
    </message>
    <message>
        <source>No cube may float: each cube above the floor needs a cube right under it.</source>
        <translation>Aucun cube ne flotte&#x202f;: chaque cube en hauteur repose sur un cube juste en dessous.</translation>
    </message>
    <message>
        <source>Call Recto! and Verso!, then turn the card: both facades must match square by square, empty squares too.</source>
        <translation>Annoncez «&#x202f;Recto&#x202f;!&#x202f;» et «&#x202f;Verso&#x202f;!&#x202f;», puis retournez la carte&#x202f;: les deux façades doivent correspondre case par case, cases vides comprises.</translation>
    </message>
    <message>
        <source>Score by time with the time grid; any mistake scores 0.</source>
        <translation>Marquez selon le temps avec la grille&#x202f;; une erreur vaut 0.</translation>
    </message>
    <message>
        <source>3–6 players: swap partners each round and flip a partner token; the game ends when all tokens are flipped.</source>
        <translation>De 3 à 6&#x202f;: changez de partenaire à chaque manche et retournez un jeton&#x202f;; la partie s&apos;arrête quand tous sont retournés.</translation>
    </message>
    <message>
        <source>Co-op ladder for two: beat each of the 7 time limits in turn.</source>
        <translation>Échelle coopérative à deux&#x202f;: battez les 7 temps limites l&apos;un après l&apos;autre.</translation>
    </message>
    <message>
        <source>Each card has two faces: a colour (sea, land, sky), a value 1–6 or a joker, and 1 or 3 points.</source>
        <translation>Chaque carte a deux faces&#x202f;: une couleur (mer, terre, ciel), une valeur de 1 à 6 ou un joker, et 1 ou 3 points.</translation>
    </message>
    <message>
        <source>On your turn take the top card as shown or flipped. You must flip it if it is identical to a card you hold.</source>
        <translation>À votre tour, prenez la carte du dessus telle quelle ou retournée&#x202f;; retournez-la si elle est identique à une des vôtres.</translation>
    </message>
    <message>
        <source>Keep one row per colour. A card identical to one you hold is discarded.</source>
        <translation>Une rangée par couleur. Une carte identique à une des vôtres est défaussée.</translation>
    </message>
    <message>
        <source>Bank a series of 2–6 cards of one colour that follow on (jokers fill gaps): score their points, discard the two highest.</source>
        <translation>Encaissez une série de 2 à 6 cartes d&apos;une couleur (les jokers bouchent les trous)&#x202f;: marquez leurs points, défaussez les deux plus fortes.</translation>
    </message>
    <message>
        <source>After you bank, each neighbour flips their highest card of that colour.</source>
        <translation>Ensuite, chaque voisin retourne sa plus forte carte de cette couleur.</translation>
    </message>
    <message>
        <source>Exactly three cards in each colour makes a square: 7 points at once, again only after it was broken.</source>
        <translation>Exactement trois cartes dans chaque couleur forment un carré&#x202f;: 7 points tout de suite, à nouveau seulement après l&apos;avoir défait.</translation>
    </message>
    <message>
        <source>When the pile is empty, each player may bank one last series.</source>
        <translation>Quand la pioche est vide, chacun peut encaisser une dernière série.</translation>
    </message>
    <message>
        <source>Draw cards one by one into a face-down sequence; stop whenever you like.</source>
        <translation>Piochez les cartes une à une dans une séquence face cachée&#x202f;; arrêtez quand vous voulez.</translation>
    </message>
    <message>
        <source>Then name the symbols from the last drawn to the first. All right: keep them. One wrong: lose them all.</source>
        <translation>Puis nommez les symboles du dernier au premier. Tout juste&#x202f;: gardez-les. Une erreur&#x202f;: tout est perdu.</translation>
    </message>
    <message>
        <source>+3: draw three more. Steal 2: take two cards from a won pile. Hibernate: your drawing stops at once.</source>
        <translation>+3&#x202f;: piochez trois de plus. Vol de 2&#x202f;: prenez deux cartes d&apos;un butin. Hibernation&#x202f;: vous arrêtez aussitôt.</translation>
    </message>
    <message>
        <source>Bear: during someone&apos;s memory test, name their next card to win it. Switch: swap the first and last cards of a sequence.</source>
        <translation>Ours&#x202f;: pendant l&apos;épreuve d&apos;un autre, nommez sa prochaine carte pour la gagner. Échange&#x202f;: intervertissez la première et la dernière carte d&apos;une séquence.</translation>
    </message>
    <message>
        <source>Keep at most one action card. Each symbol scores 1, honey scores 2; ties go to the most honey.</source>
        <translation>Une seule carte Action à la fois. Chaque symbole vaut 1, le miel 2&#x202f;; à égalité, le plus de miel gagne.</translation>
    </message>
    <message>
        <source>From 6 players on, two decks are shuffled together: print the cards twice.</source>
        <translation>À partir de 6 joueurs, on mélange deux paquets&#x202f;: imprimez les cartes deux fois.</translation>
    </message>
    <message>
        <source>Hold your cards so that you see one side and everyone else sees the other side.</source>
        <translation>Tenez vos cartes pour voir une face&#x202f;; les autres voient l&apos;autre face.</translation>
    </message>
    <message>
        <source>On your turn: play a card to the centre as it is, do its picture&apos;s action, then take a card from the centre.</source>
        <translation>À votre tour&#x202f;: posez une carte au centre telle quelle, faites l&apos;action de son image, puis prenez une carte au centre.</translation>
    </message>
    <message>
        <source>Cards keep the way they face when played and when taken.</source>
        <translation>Les cartes gardent leur sens quand on les pose et quand on les prend.</translation>
    </message>
    <message>
        <source>End of your turn: if all the animals you see in your hand are the same, or every card you see shows the magnifier, score 1 point.</source>
        <translation>À la fin de votre tour&#x202f;: si tous les animaux que vous voyez sont pareils, ou si toutes vos cartes montrent la loupe, 1 point.</translation>
    </message>
    <message>
        <source>First to 3 points wins.</source>
        <translation>Le premier à 3 points gagne.</translation>
    </message>
</context>
<context>
    <name>print_calibration</name>
    <message>
        <source>Calibration</source>
        <translation>Calibrage</translation>
    </message>
    <message>
        <source>This line must measure exactly 100 mm. If not, print at 100 % (no &apos;fit to page&apos;).</source>
        <translation>Cette ligne doit mesurer 100 mm. Sinon, imprimez à 100 % (sans «&#x202f;ajuster à la page&#x202f;»).</translation>
    </message>
    <message>
        <source>Duplex test: hold the sheet against a window. Each cross should sit on the 0 of its scale.</source>
        <translation>Recto verso&#x202f;: regardez la feuille devant une fenêtre. Chaque croix doit tomber sur le 0.</translation>
    </message>
    <message>
        <source>Otherwise read the offset (mm) and export again with --back-offset X Y.</source>
        <translation>Sinon, lisez le décalage (mm) et exportez à nouveau avec --back-offset X Y.</translation>
    </message>
    <message>
        <source>back of the calibration sheet</source>
        <translation>verso de la feuille de calibrage</translation>
    </message>
    <message>
        <source>Two-sided, flip on the long edge</source>
        <translation>Recto verso, retourner sur le bord long</translation>
    </message>
    <message>
        <source>Two-sided, flip on the short edge</source>
        <translation>Recto verso, retourner sur le bord court</translation>
    </message>
</context>
<context>
    <name>print_card</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>RECTO</source>
        <translation>RECTO</translation>
    </message>
    <message>
        <source>front</source>
        <translation>devant</translation>
    </message>
    <message>
        <source>seen from the front</source>
        <translation>vu de face</translation>
    </message>
    <message>
        <source>VERSO</source>
        <translation>VERSO</translation>
    </message>
    <message>
        <source>back</source>
        <translation>derrière</translation>
    </message>
    <message>
        <source>seen from behind</source>
        <translation>vu de derrière</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>effet</translation>
    </message>
    <message>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
</context>
<context>
    <name>print_sheet</name>
    <message>
        <source>Recto Verso — score sheet</source>
        <translation>Recto Verso — feuille de score</translation>
    </message>
    <message>
        <source>Verso — score sheet</source>
        <translation>Verso — feuille de score</translation>
    </message>
    <message>
        <source>Revorso — score sheet</source>
        <translation>Revorso — feuille de score</translation>
    </message>
    <message>
        <source>DJ05135 — point track</source>
        <translation>DJ05135 — piste de points</translation>
    </message>
    <message>
        <source>Recto Verso — co-op ladder (2 players)</source>
        <translation>Recto Verso — échelle coopérative (2 joueurs)</translation>
    </message>
    <message>
        <source>Recto Verso — time grid</source>
        <translation>Recto Verso — grille des temps</translation>
    </message>
    <message>
        <source>Recto Verso — partner tokens</source>
        <translation>Recto Verso — jetons Partenaire</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partenaire</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>pts</translation>
    </message>
    <message>
        <source>honey</source>
        <translation>miel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Marche</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Temps limite</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>jusqu&apos;à</translation>
    </message>
    <message>
        <source>more than 2:00</source>
        <translation>plus de 2:00</translation>
    </message>
    <message>
        <source>Solo: 35 average · 45 pure talent · 55 professional player · 64 the designers&apos; best</source>
        <translation>Solo&#x202f;: 35 moyen · 45 pur talent · 55 joueur professionnel · 64 le record des auteurs</translation>
    </message>
    <message>
        <source>Series / square</source>
        <translation>Série / carré</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Cut out one token per colour for each other player (two each with 3 players).</source>
        <translation>Découpez un jeton de chaque couleur par autre joueur (deux chacun à 3 joueurs).</translation>
    </message>
    <message>
        <source>First to 3 points wins.</source>
        <translation>Le premier à 3 points gagne.</translation>
    </message>
    <message>
        <source>Tie: most honey cards wins.</source>
        <translation>Égalité&#x202f;: le plus de cartes miel gagne.</translation>
    </message>
</context>
<context>
    <name>setup_guide</name>
    <message>
        <source>Put the box in the middle with the board&apos;s 2-player side up: the ladder of {stages} stages.</source>
        <translation>Posez la boîte au milieu, le plateau tourné côté 2 joueurs&#x202f;: l&apos;échelle de {stages} marches.</translation>
    </message>
    <message>
        <source>Put the box in the middle of the table with the board&apos;s 3-6 player side up.</source>
        <translation>Posez la boîte au milieu de la table, le plateau tourné côté «&#x202f;3 à 6 joueurs&#x202f;».</translation>
    </message>
    <message>
        <source>Take the {cards} easy building cards (light blue background); the purple hard cards stay in the box.</source>
        <translation>Prenez les {cards} cartes Bâtiment faciles (fond bleu clair)&#x202f;; les cartes difficiles violettes restent dans la boîte.</translation>
    </message>
    <message>
        <source>Take the {cards} hard building cards (purple background); the light blue easy cards stay in the box.</source>
        <translation>Prenez les {cards} cartes Bâtiment difficiles (fond violet)&#x202f;; les cartes faciles bleu clair restent dans la boîte.</translation>
    </message>
    <message>
        <source>Put {pieces} wooden pieces next to the box ({cubes} cubes in all). The red piece stays in the box: it is not used at the easy level.</source>
        <translation>Posez {pieces} pièces en bois à côté de la boîte ({cubes} cubes en tout). La pièce rouge reste dans la boîte&#x202f;: elle ne sert pas au niveau facile.</translation>
    </message>
    <message>
        <source>Put all {pieces} wooden pieces next to the box ({cubes} cubes in all), the red piece included.</source>
        <translation>Posez les {pieces} pièces en bois à côté de la boîte ({cubes} cubes en tout), pièce rouge comprise.</translation>
    </message>
    <message>
        <source>Put one token on stage 1 of the ladder; the other tokens stay in the box.</source>
        <translation>Posez un jeton sur la marche 1 de l&apos;échelle&#x202f;; les autres jetons restent dans la boîte.</translation>
    </message>
    <message>
        <source>Set the timer for stage 1: {first_time}. Each stage is shorter, down to {last_time} at stage {stages}.</source>
        <translation>Réglez le minuteur pour la marche 1&#x202f;: {first_time}. Chaque marche est plus courte, jusqu&apos;à {last_time} pour la marche {stages}.</translation>
    </message>
    <message>
        <source>Put the victory point tokens where everyone can reach them.</source>
        <translation>Placez les jetons de points de victoire à portée de tous.</translation>
    </message>
    <message>
        <source>Each of the {players} players takes a large player token: it shows their colour.</source>
        <translation>Chacun des {players} joueurs prend un grand jeton Joueur&#x202f;: il montre sa couleur.</translation>
    </message>
    <message>
        <source>Each player takes one small partner token in the colour of each other player: {per_player} tokens each, {total} in all.</source>
        <translation>Chacun prend un petit jeton Partenaire de la couleur de chaque autre joueur&#x202f;: {per_player} jetons chacun, {total} en tout.</translation>
    </message>
    <message>
        <source>Each player takes two small partner tokens in the colour of each other player: {per_player} tokens each, {total} in all.</source>
        <translation>Chacun prend deux petits jetons Partenaire de la couleur de chaque autre joueur&#x202f;: {per_player} jetons chacun, {total} en tout.</translation>
    </message>
    <message>
        <source>Everyone turns their partner tokens grey side up and mixes them.</source>
        <translation>Chacun retourne ses jetons Partenaire côté gris et les mélange.</translation>
    </message>
    <message>
        <source>The game lasts {rounds} rounds: each player is the active player {turns_each} times.</source>
        <translation>La partie dure {rounds} manches&#x202f;: chaque joueur est joueur actif {turns_each} fois.</translation>
    </message>
    <message>
        <source>Get a stopwatch ready (a phone, or this app&apos;s stopwatch).</source>
        <translation>Préparez un chronomètre (un téléphone, ou le chrono de l&apos;application).</translation>
    </message>
    <message>
        <source>The player who most recently built or repaired something is the first active player; then it passes to the left.</source>
        <translation>Le joueur qui a bricolé ou construit quelque chose le plus récemment est le premier joueur actif&#x202f;; le tour passe ensuite à gauche.</translation>
    </message>
    <message>
        <source>Count out {deck} cards ({per_player} per player) from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box.</source>
        <translation>Comptez {deck} cartes ({per_player} par joueur) dans le paquet de {full_deck} cartes et mélangez-les. Les {aside} autres cartes restent dans la boîte.</translation>
    </message>
    <message>
        <source>Shuffle all {deck} cards ({per_player} per player).</source>
        <translation>Mélangez les {deck} cartes ({per_player} par joueur).</translation>
    </message>
    <message>
        <source>Count out {deck} cards from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box.</source>
        <translation>Comptez {deck} cartes dans le paquet de {full_deck} cartes et mélangez-les. Les {aside} autres cartes restent dans la boîte.</translation>
    </message>
    <message>
        <source>Put the pile in the middle. Its top card shows one of its two faces. Nobody is dealt any cards: every display starts empty.</source>
        <translation>Posez la pioche au milieu. Sa carte du dessus montre l&apos;une de ses deux faces. On ne distribue aucune carte&#x202f;: chacun commence sans rien devant lui.</translation>
    </message>
    <message>
        <source>Leave room in front of each player for three rows, one per colour (blue, green, orange).</source>
        <translation>Gardez de la place devant chaque joueur pour trois rangées, une par couleur (bleu, vert, orange).</translation>
    </message>
    <message>
        <source>Keep a pencil and paper (or this app&apos;s score keeper) for the victory points.</source>
        <translation>Prévoyez un crayon et du papier (ou le carnet de scores de l&apos;application) pour les points de victoire.</translation>
    </message>
    <message>
        <source>The youngest player starts; then play passes to the left.</source>
        <translation>Le plus jeune commence&#x202f;; on joue ensuite vers la gauche.</translation>
    </message>
    <message>
        <source>After each of your turns, play the simulated opponent: turn over the top card of the pile and follow the solo rule.</source>
        <translation>Après chacun de vos tours, jouez l&apos;adversaire simulé&#x202f;: retournez la carte du dessus de la pioche et appliquez la règle du solo.</translation>
    </message>
    <message>
        <source>Aim for {average} points or more; the designers&apos; best is {best}.</source>
        <translation>Visez {average} points ou plus&#x202f;; le record des auteurs est de {best}.</translation>
    </message>
    <message>
        <source>Use one deck of {cards} cards.</source>
        <translation>Utilisez un paquet de {cards} cartes.</translation>
    </message>
    <message>
        <source>Mix two decks together: {cards} cards in all.</source>
        <translation>Mélangez deux paquets ensemble&#x202f;: {cards} cartes en tout.</translation>
    </message>
    <message>
        <source>Shuffle and put the pile face down in the middle, with room beside it for a discard pile.</source>
        <translation>Mélangez et posez la pioche face cachée au milieu, avec de la place à côté pour une défausse.</translation>
    </message>
    <message>
        <source>Each of the {players} players keeps {spaces} spaces in front of them: the sequence to remember, one action card, and the won pile.</source>
        <translation>Chacun des {players} joueurs garde {spaces} emplacements devant lui&#x202f;: la séquence à retenir, une carte Action et le butin des cartes gagnées.</translation>
    </message>
    <message>
        <source>The first to shout &quot;Bear!&quot; starts, but not the person who read the rules. Play goes clockwise.</source>
        <translation>Le premier qui crie «&#x202f;Ours&#x202f;!&#x202f;» commence, sauf celui qui a lu la règle. On joue dans le sens des aiguilles d&apos;une montre.</translation>
    </message>
    <message>
        <source>Shuffle all {cards} cards without looking at them.</source>
        <translation>Mélangez les {cards} cartes sans les regarder.</translation>
    </message>
    <message>
        <source>Deal {hand} cards to each player ({dealt} in all). Pick them up as they come, without turning them over.</source>
        <translation>Distribuez {hand} cartes à chaque joueur ({dealt} en tout). Ramassez-les telles quelles, sans les retourner.</translation>
    </message>
    <message>
        <source>Spread the other {centre} cards face up in the centre in {rows} rows of {columns}, so that every card can be seen.</source>
        <translation>Étalez les {centre} autres cartes face visible au centre, en {rows} rangées de {columns}, pour que chaque carte soit visible.</translation>
    </message>
    <message>
        <source>Never look at the other side of the cards in your own hand.</source>
        <translation>Ne regardez jamais l&apos;autre côté des cartes de votre propre main.</translation>
    </message>
    <message>
        <source>The youngest player starts; then play goes clockwise.</source>
        <translation>Le plus jeune commence&#x202f;; on joue ensuite dans le sens des aiguilles d&apos;une montre.</translation>
    </message>
    <message>
        <source>Keep something to count points with: the first to {target} points wins.</source>
        <translation>Prévoyez de quoi compter les points&#x202f;: le premier à {target} points gagne.</translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <source>Home</source>
        <extracomment>The engine game this view plays and autosaves (``None`` for views without a game); on start the app offers to resume that game&apos;s autosave through ``resume_autosave``.</extracomment>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Print &amp; play</source>
        <translation>Imprimer et jouer</translation>
    </message>
    <message>
        <source>Every deck, building card, score sheet and player aid as PDF</source>
        <translation>Tous les paquets, cartes Bâtiment, feuilles de score et aides de jeu en PDF</translation>
    </message>
    <message>
        <source>Rules &amp; setup</source>
        <translation>Règles et outils</translation>
    </message>
    <message>
        <source>Rules in four languages, setup checklists, timers and score keeping</source>
        <translation>Les règles en quatre langues, des listes de mise en place, des chronos et un carnet de scores</translation>
    </message>
</context>
</TS>
