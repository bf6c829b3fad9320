<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Recto Verso Studio</source>
        <translation>Informazioni su Recto Verso Studio</translation>
    </message>
    <message>
        <source>Play Recto Verso, Verso, Revorso and DJ05135 at the computer, learn their rules, and print them at home.
PySide6 {pyside}, Qt {qt}.</source>
        <translation>Gioca a Recto Verso, Verso, Revorso e DJ05135 al computer, impara le regole e stampa i giochi a casa.
PySide6 {pyside}, Qt {qt}.</translation>
    </message>
    <message>
        <source>Licences of the app and of what it ships:</source>
        <translation>Licenze dell&apos;app e di ciò che contiene:</translation>
    </message>
    <message>
        <source>(licence file {name} is missing)</source>
        <translation>(manca il file di licenza {name})</translation>
    </message>
</context>
<context>
    <name>AssistantView</name>
    <message>
        <source>Rules</source>
        <extracomment>Page ids in the order of the side list; also the screenshot modes (rules is mode None).</extracomment>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Cronometro</translation>
    </message>
    <message>
        <source>Co-op ladder</source>
        <translation>Scala cooperativa</translation>
    </message>
    <message>
        <source>Partner draw</source>
        <translation>Sorteggio coppie</translation>
    </message>
    <message>
        <source>Score keeper</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Rules &amp; setup pages</source>
        <translation>Regole e preparazione</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Cerca nelle regole</translation>
    </message>
    <message>
        <source>Ctrl++ / Ctrl+-</source>
        <translation>Ctrl++ / Ctrl+-</translation>
    </message>
    <message>
        <source>Larger / smaller rules text</source>
        <translation>Testo delle regole più grande / più piccolo</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Stopwatch and ladder: start (or cancel)</source>
        <translation>Cronometro e scala: avvia (o annulla)</translation>
    </message>
    <message>
        <source>R / V</source>
        <translation>R / V</translation>
    </message>
    <message>
        <source>Stopwatch: the front partner calls Recto! / the back partner calls Verso!</source>
        <translation>Cronometro: il compagno davanti chiama Recto! / il compagno dietro chiama Verso!</translation>
    </message>
    <message>
        <source>B / F</source>
        <translation>B / F</translation>
    </message>
    <message>
        <source>Ladder: the building is right / wrong</source>
        <translation>Scala: l&apos;edificio è giusto / sbagliato</translation>
    </message>
    <message>
        <source>N / P (or → / ←)</source>
        <translation>N / P (o → / ←)</translation>
    </message>
    <message>
        <source>Partners: next / previous round</source>
        <translation>Coppie: turno seguente / precedente</translation>
    </message>
</context>
<context>
    <name>BuilderAccess</name>
    <message>
        <source>Board: squares A to D from left to right seen from the front, 1 to 4 from the front to the back</source>
        <extracomment>The last announcements made, oldest first.</extracomment>
        <translation>Tabellone: caselle da A a D da sinistra a destra viste dal davanti, da 1 a 4 dal davanti al retro</translation>
    </message>
    <message>
        <source>In your hand: %1</source>
        <translation>In mano: %1</translation>
    </message>
</context>
<context>
    <name>CardMakerDialog</name>
    <message>
        <source>Counting the buildings that match this card…</source>
        <extracomment>The name the card on screen was saved under (it stays on the preview and in the field).</extracomment>
        <translation>Conteggio degli edifici che corrispondono a questa carta…</translation>
    </message>
    <message>
        <source>Difficulty: %1 (%2 of 5)</source>
        <translation>Difficoltà: %1 (%2 su 5)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non salvata: %1</translation>
    </message>
    <message>
        <source>My cards could not be written (%1). Nothing was lost; try again when the disk has room.</source>
        <translation>Impossibile scrivere Le mie carte (%1). Non si è perso nulla; riprova quando il disco avrà spazio.</translation>
    </message>
    <message>
        <source>Saved to My cards as %1.</source>
        <translation>Salvata in Le mie carte come %1.</translation>
    </message>
    <message>
        <source>Folder for the PDF of My cards</source>
        <translation>Cartella per il PDF di Le mie carte</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to. Choose a folder of your own.</source>
        <translation>Impossibile scrivere nella cartella %1. Scegli una cartella tua.</translation>
    </message>
    <message>
        <source>The PDF could not be written (%1).</source>
        <translation>Impossibile scrivere il PDF (%1).</translation>
    </message>
    <message>
        <source>Nothing was printed: My cards cannot be read.</source>
        <translation>Non è stato stampato nulla: Le mie carte non si possono leggere.</translation>
    </message>
    <message>
        <source>My cards: no card yet.</source>
        <translation>Le mie carte: ancora nessuna carta.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) written to %1 in %2. Print at 100 % (no “fit to page”).</source>
        <translation>
            <numerusform>%n carta scritta in %1 nella cartella %2. Stampa al 100 % (niente “adatta alla pagina”).</numerusform>
            <numerusform>%n carte scritte in %1 nella cartella %2. Stampa al 100 % (niente “adatta alla pagina”).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>My cards: %n card(s).</source>
        <translation>
            <numerusform>Le mie carte: %n carta.</numerusform>
            <numerusform>Le mie carte: %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make a card</source>
        <translation>Crea una carta</translation>
    </message>
    <message>
        <source>A card of your own</source>
        <translation>Una carta tutta tua</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Foglio:</translation>
    </message>
    <message>
        <source>&amp;Save to My cards</source>
        <translation>&amp;Salva in Le mie carte</translation>
    </message>
    <message>
        <source>Print &amp;My cards…</source>
        <translation>S&amp;tampa Le mie carte…</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>&amp;Apri la cartella</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>This building cannot be a card yet:</source>
        <translation>Questo edificio non può ancora diventare una carta:</translation>
    </message>
</context>
<context>
    <name>CardNameField</name>
    <message>
        <source>Printed in the corner of both sides: up to %1 letters, digits or hyphens.</source>
        <extracomment>The name the card will take changed (typed, or a new free name after a save).</extracomment>
        <translation>Stampato nell&apos;angolo di entrambi i lati: fino a %1 lettere, cifre o trattini.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>A card&apos;s name has at most %1 characters.</source>
        <translation>Il nome di una carta ha al massimo %1 caratteri.</translation>
    </message>
</context>
<context>
    <name>CardTableView</name>
    <message>
        <source>Show the results</source>
        <extracomment>How many seats the new-game page proposes before it remembers a game of the player&apos;s (None: the fewest the game is played by), and how many of them are people. Where the guided game&apos;s targets lie on this table (set by the game as it builds it). Back to the results once the table was looked at after the end. The guided first game (docs/ARCHITECTURE.md, &quot;Guided first games&quot;). What a screen reader is told as the game goes on (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;). Whether the end page was shown for the game on the table (it comes by itself once).</extracomment>
        <translation>Mostra i risultati</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Passa il computer a %1</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Sono %1: mostra le mie carte</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards stay hidden while the computer players take their turns.</source>
        <translation>Le carte di tutti restano nascoste mentre gioca il computer.</translation>
    </message>
</context>
<context>
    <name>DJ05135Ending</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>A tie: %1</source>
        <translation>Parità: %1</translation>
    </message>
    <message>
        <source>Three points: well played, everybody!</source>
        <translation>Tre punti: bravi tutti!</translation>
    </message>
    <message>
        <source>The turn limit was reached: the most points win.</source>
        <translation>Raggiunto il limite di turni: vince chi ha più punti.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DJ05135TableView</name>
    <message>
        <source>Pictures</source>
        <extracomment>The badge&apos;s radius in the drawing&apos;s units; the drawing is a square around it. The badge on screen, in logical pixels before the interface scale. Per pictogram: the label holding its picture and the label holding its words.</extracomment>
        <translation>Pittogrammi</translation>
    </message>
    <message>
        <source>The round picture on a card tells what happens when it is played.</source>
        <translation>L&apos;immagine rotonda su una carta dice che cosa succede quando viene giocata.</translation>
    </message>
    <message>
        <source>← →  ↑ ↓ / Tab</source>
        <translation>← →  ↑ ↓ / Tab</translation>
    </message>
    <message>
        <source>Move between the cards you may choose</source>
        <translation>Spostati tra le carte che puoi scegliere</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Invio / Spazio</translation>
    </message>
    <message>
        <source>Play, take or flip the card with the focus</source>
        <translation>Gioca, prendi o gira la carta selezionata</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Go back one step (when a choice can be undone)</source>
        <translation>Torna indietro di un passo (quando una scelta si può annullare)</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 sta giocando…</translation>
    </message>
    <message>
        <source>%1 plays on their phone…</source>
        <translation>%1 gioca sul suo telefono…</translation>
    </message>
    <message>
        <source>Game log (what everybody saw)</source>
        <translation>Registro della partita (ciò che tutti hanno visto)</translation>
    </message>
    <message>
        <source>%1 took one of %2&apos;s cards: %2 now takes a card from the centre.</source>
        <translation>%1 ha preso una carta di %2: ora %2 prende una carta dal centro.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn. Everybody else, look away from the screen!</source>
        <translation>Tocca a %1. Tutti gli altri, non guardate lo schermo!</translation>
    </message>
    <message>
        <source>What %1 saw (the computer shows each person only their own view)</source>
        <translation>Che cosa ha visto %1 (il computer mostra a ognuno solo il suo lato)</translation>
    </message>
    <message>
        <source>Which side will face you?</source>
        <translation>Quale lato terrai verso di te?</translation>
    </message>
    <message>
        <source>Keep this side</source>
        <translation>Tieni questo lato</translation>
    </message>
    <message>
        <source>Turn it round (the side %1 saw)</source>
        <translation>Girala (il lato che ha visto %1)</translation>
    </message>
    <message>
        <source>Backspace: choose another card.</source>
        <translation>Backspace: scegli un&apos;altra carta.</translation>
    </message>
    <message>
        <source>%1, keep seeing the %2, or turn the card round?</source>
        <translation>%1, tieni questo lato (%2) o giri la carta?</translation>
    </message>
    <message>
        <source>The game is paused: press “Go on” to play.</source>
        <translation>La partita è in pausa: premi «Riprendi» per giocare.</translation>
    </message>
    <message>
        <source>(Ctrl+N: new game)</source>
        <translation>(Ctrl+N: nuova partita)</translation>
    </message>
    <message>
        <source>Click a card, or move with the arrow keys or Tab and press Enter.</source>
        <translation>Fai clic su una carta, oppure spostati con le frecce o Tab e premi Invio.</translation>
    </message>
    <message>
        <source>The round picture on the card you play tells what happens next.</source>
        <translation>L&apos;immagine rotonda sulla carta che giochi dice che cosa succede dopo.</translation>
    </message>
    <message>
        <source>The card comes into your hand with its face-up side towards you.</source>
        <translation>La carta entra nella tua mano con il lato scoperto rivolto verso di te.</translation>
    </message>
    <message>
        <source>Watch closely: you see what was underneath.</source>
        <translation>Guarda bene: vedi che cosa c&apos;era sotto.</translation>
    </message>
    <message>
        <source>Turning a card round in a hand swaps the side its holder sees.</source>
        <translation>Girare una carta in una mano cambia il lato che vede chi la tiene.</translation>
    </message>
    <message>
        <source>Then choose which side of it will face you.</source>
        <translation>Poi scegli quale lato sarà rivolto verso di te.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n point(s)</source>
        <translation>
            <numerusform>%1 su %n punto</numerusform>
            <numerusform>%1 su %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre: %n card(s), face up</source>
        <translation>
            <numerusform>Centro: %n carta scoperta</numerusform>
            <numerusform>Centro: %n carte scoperte</numerusform>
        </translation>
    </message>
    <message>
        <source>You see this side of your cards. The others see the other side.</source>
        <translation>Tu vedi questo lato delle tue carte. Gli altri vedono l&apos;altro lato.</translation>
    </message>
    <message>
        <source>played</source>
        <translation>giocata</translation>
    </message>
    <message>
        <source>flipped</source>
        <translation>girata</translation>
    </message>
    <message>
        <source>other side</source>
        <translation>altro lato</translation>
    </message>
    <message>
        <source>Turn order %1: %2</source>
        <translation>Ordine di gioco %1: %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>You see: %1. The others see its other side.</source>
        <translation>Tu vedi: %1. Gli altri vedono l&apos;altro lato.</translation>
    </message>
    <message>
        <source>You see: %1. %2 sees its other side.</source>
        <translation>Tu vedi: %1. %2 vede l&apos;altro lato.</translation>
    </message>
    <message>
        <source>Face up: %1</source>
        <translation>Scoperta: %1</translation>
    </message>
    <message>
        <source>The room sees the side of every hand that faces the others.</source>
        <extracomment>The key of a room&apos;s texts that marks them as the room&apos;s. A seat number no hand has: the scene&apos;s texts then address nobody as &quot;you&quot;.</extracomment>
        <translation>La sala vede di ogni mano il lato rivolto agli altri.</translation>
    </message>
    <message>
        <source>the side you see</source>
        <extracomment>A reader sitting at no seat: sees the side of every hand that faces the room. The first proposal: two people sharing this computer (the cover hides each hand in turn). The seat whose view is on screen (None: nobody&apos;s, the cover is up). The steal chosen but not yet played: (victim, tag), waiting for the side. What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;). The two sides of a card, beside the new-game page&apos;s heading.</extracomment>
        <translation>il lato che vedi</translation>
    </message>
    <message>
        <source>the side the others see</source>
        <translation>il lato che vedono gli altri</translation>
    </message>
    <message>
        <source>Two to four players. Each seat is a person or a computer player. With two or more people, the computer asks you to pass it on before each person&apos;s turn, so nobody sees the other side of their own cards.</source>
        <translation>Da 2 a 4 giocatori: ogni posto è una persona o il computer. Con più persone, prima di ogni turno il computer chiede di passarlo, così nessuno vede l&apos;altro lato delle proprie carte.</translation>
    </message>
</context>
<context>
    <name>DealRow</name>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Numero della &amp;mano:</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nuova mano</translation>
    </message>
    <message>
        <source>The same deal number and players give the same cards: a class can replay a game.</source>
        <translation>Lo stesso numero di mano e gli stessi giocatori danno le stesse carte: una classe può rigiocare una partita.</translation>
    </message>
</context>
<context>
    <name>ErrorReportDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Recto Verso Studio hit an unexpected problem. Your games are saved and the app will try to carry on. Please copy the report below and send it with a few words about what you were doing.</source>
        <translation>Recto Verso Studio ha incontrato un problema imprevisto. Le tue partite sono salvate e l&apos;app proverà ad andare avanti. Copia il rapporto qui sotto e invialo con due parole su che cosa stavi facendo.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copia il rapporto</translation>
    </message>
</context>
<context>
    <name>GridEditor</name>
    <message>
        <source>row %1: the time must look like 1:30</source>
        <translation>riga %1: il tempo deve essere scritto come 1:30</translation>
    </message>
    <message>
        <source>row %1: the points must be a whole number</source>
        <translation>riga %1: i punti devono essere un numero intero</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non salvata: %1</translation>
    </message>
    <message>
        <source>Saved. The stopwatch uses this grid.</source>
        <translation>Salvata. Il cronometro usa questa griglia.</translation>
    </message>
    <message>
        <source>The default grid is back.</source>
        <translation>È tornata la griglia predefinita.</translation>
    </message>
    <message>
        <source>Time grid</source>
        <translation>Griglia dei tempi</translation>
    </message>
    <message>
        <source>A correct building finished within a time scores its points; after the last time, 0.</source>
        <translation>Un edificio giusto finito entro un tempo vale i suoi punti; dopo l&apos;ultimo tempo, 0.</translation>
    </message>
    <message>
        <source>Up to (m:ss)</source>
        <translation>Fino a (m:ss)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>Aggiungi riga</translation>
    </message>
    <message>
        <source>Remove a row</source>
        <translation>Togli riga</translation>
    </message>
    <message>
        <source>Save the grid</source>
        <translation>Salva la griglia</translation>
    </message>
    <message>
        <source>Restore default</source>
        <translation>Ripristina</translation>
    </message>
</context>
<context>
    <name>GuideController</name>
    <message>
        <source>Not that move yet. Follow the arrow:</source>
        <translation>Non ancora questa mossa. Segui la freccia:</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Lascia la guida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>You have seen how the game goes.</source>
        <translation>Hai visto come si gioca la partita.</translation>
    </message>
    <message>
        <source>Finish here</source>
        <translation>Finisci qui</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Ben fatto!</translation>
    </message>
    <message>
        <source>Not this time…</source>
        <translation>Non questa volta…</translation>
    </message>
    <message>
        <source>This first game left out a few rules:</source>
        <translation>Questa prima partita ha lasciato fuori alcune regole:</translation>
    </message>
</context>
<context>
    <name>GuideOffer</name>
    <message>
        <source>New to %1? Learn it by playing a short guided game.</source>
        <translation>Non conosci %1? Imparalo giocando una breve partita guidata.</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Impara giocando</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
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
        <translation>Quattro giochi a doppia faccia da giocare al computer e da stampare a casa</translation>
    </message>
    <message>
        <source>Choose a tile with the mouse, or with the arrow keys and Enter. Esc comes back here.</source>
        <translation>Scegli un riquadro con il mouse, oppure con le frecce e Invio. Esc riporta qui.</translation>
    </message>
    <message>
        <source>▶ Learn by playing</source>
        <translation>▶ Impara giocando</translation>
    </message>
    <message>
        <source>A short guided first game that shows the rules as you play</source>
        <translation>Una breve prima partita guidata che mostra le regole mentre giochi</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Frecce</translation>
    </message>
    <message>
        <source>Move between the tiles</source>
        <translation>Spostati tra i riquadri</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Invio / Spazio</translation>
    </message>
    <message>
        <source>Open the tile with the focus</source>
        <translation>Apri il riquadro selezionato</translation>
    </message>
    <message>
        <source>Learn %1 by playing</source>
        <translation>Impara %1 giocando</translation>
    </message>
</context>
<context>
    <name>LadderPage</name>
    <message>
        <source>Co-op ladder (2 players)</source>
        <translation>Scala cooperativa (2 giocatori)</translation>
    </message>
    <message>
        <source>%1 stages, each with less time: %2.</source>
        <translation>%1 gradini, ognuno con meno tempo: %2.</translation>
    </message>
</context>
<context>
    <name>LadderTool</name>
    <message>
        <source>All %1 stages climbed</source>
        <extracomment>The attempt&apos;s time: read through ``self.clock`` (tests swap it), paused by the app&apos;s clock service.</extracomment>
        <translation>Saliti tutti i %1 gradini</translation>
    </message>
    <message>
        <source>Kings of Construction</source>
        <translation>Re delle Costruzioni</translation>
    </message>
    <message>
        <source>Stage %1 of %2 — attempt %3</source>
        <translation>Gradino %1 di %2 — tentativo %3</translation>
    </message>
    <message>
        <source>Slide in a card, then press Start (S)</source>
        <translation>Infilate una carta, poi premete Via (S)</translation>
    </message>
    <message>
        <source>Build! Correct in time: Built it (B); a mistake: Failed (F)</source>
        <translation>Costruite! Giusto in tempo: Fatto (B); un errore: Sbagliato (F)</translation>
    </message>
    <message>
        <source>Stage cleared! Next card, then Start (S)</source>
        <translation>Gradino superato! Nuova carta, poi Via (S)</translation>
    </message>
    <message>
        <source>Same stage again with a new card: Start (S)</source>
        <translation>Di nuovo lo stesso gradino con una carta nuova: Via (S)</translation>
    </message>
    <message>
        <source>Time is up! Same stage again with a new card: Start (S)</source>
        <translation>Tempo scaduto! Di nuovo lo stesso gradino con una carta nuova: Via (S)</translation>
    </message>
    <message>
        <source>You climbed the whole ladder: you are the Kings of Construction!</source>
        <translation>Avete salito tutta la scala: siete i Re delle Costruzioni!</translation>
    </message>
    <message>
        <source>Climb again (S)</source>
        <translation>Ricomincia (S)</translation>
    </message>
    <message>
        <source>Start (S)</source>
        <translation>Via (S)</translation>
    </message>
    <message>
        <source>✔ Built it (B)</source>
        <translation>✔ Fatto (B)</translation>
    </message>
    <message>
        <source>✖ Failed (F)</source>
        <translation>✖ Sbagliato (F)</translation>
    </message>
</context>
<context>
    <name>LockoutList</name>
    <message numerus="yes">
        <source>%n wrong codes</source>
        <translation>
            <numerusform>%n codice sbagliato</numerusform>
            <numerusform>%n codici sbagliati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned away: %n</source>
        <translation>
            <numerusform>Respinti: %n</numerusform>
            <numerusform>Respinti: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>you closed its phone</source>
        <extracomment>Lines shown at most.</extracomment>
        <translation>hai chiuso il suo telefono</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Let them all in</source>
        <translation>Falli entrare tutti</translation>
    </message>
    <message>
        <source>These devices may not join the table until you let them in: too many wrong codes, or you closed their phone</source>
        <translation>Questi dispositivi non possono unirsi al tavolo finché non li fai entrare: troppi codici sbagliati, oppure hai chiuso il loro telefono</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Fai entrare</translation>
    </message>
    <message>
        <source>Let this device try to join again</source>
        <translation>Lascia che questo dispositivo provi di nuovo a unirsi</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… e %n altro</numerusform>
            <numerusform>… e altri %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>← &amp;Home</source>
        <translation>← I&amp;nizio</translation>
    </message>
    <message>
        <source>Back to the home screen (Esc)</source>
        <translation>Torna alla schermata iniziale (Esc)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation>Tasti (F1)</translation>
    </message>
    <message>
        <source>The keyboard shortcuts of this screen (F1)</source>
        <translation>Le scorciatoie da tastiera di questa schermata (F1)</translation>
    </message>
    <message>
        <source>&amp;Presenter</source>
        <translation>&amp;Presentazione</translation>
    </message>
    <message>
        <source>Presenter mode for projectors: larger, high-contrast interface (Ctrl+Shift+P)</source>
        <translation>Modalità presentazione per proiettori: interfaccia più grande e ad alto contrasto (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Studio</source>
        <translation>&amp;Studio</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>&amp;Vai a</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Show this list of keys</source>
        <translation>Mostra questo elenco di tasti</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Back to the home screen (or close this list)</source>
        <translation>Torna alla schermata iniziale (o chiudi questo elenco)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Move the focus to the next / previous control</source>
        <translation>Sposta il focus sul comando seguente / precedente</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Spazio / Invio</translation>
    </message>
    <message>
        <source>Press the focused button</source>
        <translation>Premi il pulsante selezionato</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Presenter mode on or off</source>
        <translation>Attiva o disattiva la modalità presentazione</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>Attiva o disattiva lo schermo intero</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>On this screen: %1</source>
        <translation>In questa schermata: %1</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Ovunque</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Con un lettore di schermo</translation>
    </message>
</context>
<context>
    <name>NewsBar</name>
    <message>
        <source>Game news</source>
        <extracomment>The bar&apos;s object name, by which a window&apos;s bar is found again. How fast a screen reader speaks at its usual rate (espeak-ng&apos;s 175 words a minute). The longest any news is thought to take, in ms (many listen faster than the usual rate).</extracomment>
        <translation>Notizie della partita</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>For sharing or for print-on-demand services; saved in a png folder</source>
        <extracomment>the two-sided choices: (duplex, gutterfold)</extracomment>
        <translation>Per condividere o per i servizi di stampa su richiesta; salvate in una cartella png</translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the %1 mm bleed, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Per lasciare spazio all&apos;abbondanza di %1 mm, ogni foglio contiene %n carta invece di %2.</numerusform>
            <numerusform>Per lasciare spazio all&apos;abbondanza di %1 mm, ogni foglio contiene %n carte invece di %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the crop marks, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Per lasciare spazio ai segni di taglio, ogni foglio contiene %n carta invece di %2.</numerusform>
            <numerusform>Per lasciare spazio ai segni di taglio, ogni foglio contiene %n carte invece di %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the %1 mm bleed and the crop marks, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Per lasciare spazio all&apos;abbondanza di %1 mm e ai segni di taglio, ogni foglio contiene %n carta invece di %2.</numerusform>
            <numerusform>Per lasciare spazio all&apos;abbondanza di %1 mm e ai segni di taglio, ogni foglio contiene %n carte invece di %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards lie sideways on the sheet: that way the most fit.</source>
        <translation>Le carte sono disposte di traverso sul foglio: così ne entrano di più.</translation>
    </message>
    <message>
        <source>What to print</source>
        <translation>Che cosa stampare</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>All four games</source>
        <translation>Tutti e quattro i giochi</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Includi:</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>The building cards and every deck, fronts and backs</source>
        <translation>Le carte Edificio e tutti i mazzi, fronti e retri</translation>
    </message>
    <message>
        <source>&amp;Score sheets</source>
        <translation>Fogli segna&amp;punti</translation>
    </message>
    <message>
        <source>Player &amp;aids</source>
        <translation>Pro&amp;memoria</translation>
    </message>
    <message>
        <source>One page of rules reminders per game</source>
        <translation>Una pagina di promemoria delle regole per gioco</translation>
    </message>
    <message>
        <source>Calib&amp;ration page</source>
        <translation>Pagina di calib&amp;razione</translation>
    </message>
    <message>
        <source>A 100 mm ruler and a test of how the backs line up</source>
        <translation>Un righello di 100 mm e una prova di allineamento dei retri</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>Language of the cards, score sheets and player aids</source>
        <translation>Lingua delle carte, dei fogli segnapunti e dei promemoria</translation>
    </message>
    <message>
        <source>Paper and cards</source>
        <translation>Carta e carte</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Foglio:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Dimensione carte:</translation>
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
        <translation>A&amp;bbondanza:</translation>
    </message>
    <message>
        <source>Extra background around each card, so a slightly off cut shows no white edge</source>
        <translation>Sfondo in più intorno a ogni carta, così un taglio un po&apos; storto non lascia bordi bianchi</translation>
    </message>
    <message>
        <source>Cr&amp;op marks in the margins</source>
        <translation>Segni di &amp;taglio nei margini</translation>
    </message>
    <message>
        <source>&amp;Ink saver (no full backgrounds)</source>
        <translation>Risparmio d&apos;&amp;inchiostro (niente sfondi pieni)</translation>
    </message>
    <message>
        <source>Two-sided printing</source>
        <translation>Stampa fronte-retro</translation>
    </message>
    <message>
        <source>Printing &amp;mode:</source>
        <translation>Modo di &amp;stampa:</translation>
    </message>
    <message>
        <source>Two-sided, flip on the long edge</source>
        <translation>Fronte-retro, capovolgi sul lato lungo</translation>
    </message>
    <message>
        <source>Two-sided, flip on the short edge</source>
        <translation>Fronte-retro, capovolgi sul lato corto</translation>
    </message>
    <message>
        <source>One-sided: fronts and backs in two files</source>
        <translation>Solo fronte: fronti e retri in due file</translation>
    </message>
    <message>
        <source>Fold and glue (one-sided)</source>
        <translation>Piega e incolla (solo fronte)</translation>
    </message>
    <message>
        <source>Back offset:</source>
        <translation>Spostamento retro:</translation>
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
        <translation>Sposta ogni retro verso destra (mm); leggi il valore sulla pagina di calibrazione</translation>
    </message>
    <message>
        <source>Moves every back down (mm); read it off the calibration page</source>
        <translation>Sposta ogni retro verso il basso (mm); leggi il valore sulla pagina di calibrazione</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>Immagini</translation>
    </message>
    <message>
        <source>Also &amp;write a PNG of every card face</source>
        <translation>Crea anc&amp;he un PNG di ogni faccia</translation>
    </message>
    <message>
        <source>Resolution of the PNG pictures</source>
        <translation>Risoluzione delle immagini PNG</translation>
    </message>
    <message>
        <source>Resol&amp;ution:</source>
        <translation>Risolu&amp;zione:</translation>
    </message>
</context>
<context>
    <name>PartnersPage</name>
    <message>
        <source>Player %1</source>
        <extracomment>Where each new draw&apos;s seed comes from (tests and screenshots fix it).</extracomment>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Quanti:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Giocatore %1:</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>&amp;Inizia:</translation>
    </message>
    <message>
        <source>The first active player: whoever most recently built or repaired something</source>
        <translation>Il primo giocatore di turno: chi ha costruito o aggiustato qualcosa più di recente</translation>
    </message>
    <message>
        <source>&amp;Start the draw</source>
        <translation>Inizia il &amp;sorteggio</translation>
    </message>
    <message>
        <source>Partner draw</source>
        <translation>Sorteggio compagni</translation>
    </message>
    <message>
        <source>Replaces the grey partner tokens: one round per token, the active player moves left.</source>
        <translation>Sostituisce i gettoni Compagno grigi: un turno per gettone, il giocatore di turno passa a sinistra.</translation>
    </message>
</context>
<context>
    <name>PartnersTool</name>
    <message>
        <source>◀ Previous (P)</source>
        <translation>◀ Precedente (P)</translation>
    </message>
    <message>
        <source>Next round (N) ▶</source>
        <translation>Turno seguente (N) ▶</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Giocatore di turno</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>Enter the names, then start the draw</source>
        <translation>Scrivi i nomi, poi inizia il sorteggio</translation>
    </message>
    <message>
        <source>All %1 tokens are turned: the game is over</source>
        <translation>Tutti i %1 gettoni sono girati: la partita è finita</translation>
    </message>
    <message>
        <source>Add up</source>
        <translation>Sommate</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>i punti</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Turno %1 di %2</translation>
    </message>
    <message>
        <source>builds with</source>
        <translation>costruisce con</translation>
    </message>
    <message>
        <source>Grey tokens left (this one included): %1</source>
        <translation>Gettoni grigi rimasti (compreso questo): %1</translation>
    </message>
</context>
<context>
    <name>PartyPhoneSeats</name>
    <message>
        <source>%1 on a phone</source>
        <extracomment>Phases of a round in which the card&apos;s facades may be shown to the room.</extracomment>
        <translation>%1 su un telefono</translation>
    </message>
</context>
<context>
    <name>PartyPhones</name>
    <message>
        <source>The table could not be offered to phones at %1: %2</source>
        <translation>Non è stato possibile offrire il tavolo ai telefoni all&apos;indirizzo %1: %2</translation>
    </message>
</context>
<context>
    <name>PhoneSetupBox</name>
    <message>
        <source>Play on phones…</source>
        <translation>Gioca sui telefoni…</translation>
    </message>
    <message>
        <source>This game cannot be played on phones yet: the phone page does not show it.</source>
        <translation>Questo gioco non si può ancora giocare sui telefoni: la pagina per i telefoni non lo mostra.</translation>
    </message>
    <message>
        <source>Offer the table at:</source>
        <translation>Offri il tavolo all&apos;indirizzo:</translation>
    </message>
    <message>
        <source>All networks (0.0.0.0)</source>
        <translation>Tutte le reti (0.0.0.0)</translation>
    </message>
    <message>
        <source>This computer only (%1), for a demonstration</source>
        <translation>Solo questo computer (%1), per una dimostrazione</translation>
    </message>
    <message>
        <source>The address of this computer that the phones can reach</source>
        <translation>L&apos;indirizzo di questo computer che i telefoni possono raggiungere</translation>
    </message>
    <message>
        <source>Set the seats played on phones to “On a phone”. The phones must be on the same network as this computer; the table shows their address, a QR code and a table code.</source>
        <translation>Imposta i posti giocati sui telefoni su «Su un telefono». I telefoni devono essere sulla stessa rete di questo computer; il tavolo mostra l&apos;indirizzo, un codice QR e un codice del tavolo.</translation>
    </message>
    <message>
        <source>Warning: every network this computer is on can reach the table, not only the classroom&apos;s. Choose this only if the phones cannot reach the addresses above.</source>
        <translation>Attenzione: ogni rete a cui è collegato questo computer può raggiungere il tavolo, non solo quella della classe. Sceglilo solo se i telefoni non raggiungono gli indirizzi sopra.</translation>
    </message>
</context>
<context>
    <name>PieceButton</name>
    <message>
        <source>on the board</source>
        <translation>sul tabellone</translation>
    </message>
    <message>
        <source>in the tray</source>
        <translation>nella riserva</translation>
    </message>
    <message>
        <source>%1 piece, %2</source>
        <translation>Pezzo %1, %2</translation>
    </message>
    <message>
        <source>on board</source>
        <translation>posato</translation>
    </message>
</context>
<context>
    <name>PlainTableView</name>
    <message>
        <source>Game over — %1 won.</source>
        <translation>Partita finita — ha vinto %1.</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>Each player sees their own cards on their phone.</source>
        <translation>Ogni giocatore vede le proprie carte sul suo telefono.</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <source>Recto Verso Studio cannot open its window: these system libraries are missing:</source>
        <translation>Recto Verso Studio non riesce ad aprire la sua finestra: mancano queste librerie di sistema:</translation>
    </message>
    <message>
        <source>Install them with one of these commands, then start the app again:</source>
        <translation>Installale con uno di questi comandi, poi riavvia l’applicazione:</translation>
    </message>
    <message>
        <source>(no package known for this library: look for it in your system&apos;s package manager)</source>
        <translation>(nessun pacchetto noto per questa libreria: cercala nel gestore di pacchetti del sistema)</translation>
    </message>
</context>
<context>
    <name>PresenterPanel</name>
    <message>
        <source>Show all hands (teacher)</source>
        <extracomment>The teacher turned &quot;show all hands&quot; on or off; the table redraws what it shows. The teacher turned &quot;teach&quot; on or off (or presenter mode changed): :attr:`teaching` tells which. The teacher asked for the next computer move (&quot;Next move&quot; or Space).</extracomment>
        <translation>Mostra tutte le mani (insegnante)</translation>
    </message>
    <message>
        <source>Shows every hidden card to the whole room; a banner says so while it is on</source>
        <translation>Mostra a tutta la classe ogni carta nascosta; finché è attivo, un avviso lo segnala</translation>
    </message>
    <message>
        <source>ALL HANDS ARE SHOWN — the teacher is showing every hidden card to the room</source>
        <translation>TUTTE LE MANI SONO SCOPERTE — l&apos;insegnante sta mostrando a tutta la classe ogni carta nascosta</translation>
    </message>
    <message>
        <source>Teach: wait for Space before each move</source>
        <translation>Insegna: aspetta Spazio prima di ogni mossa</translation>
    </message>
    <message>
        <source>Each computer move waits for Space or Next move, so you can explain it first</source>
        <translation>Ogni mossa del computer aspetta Spazio o Mossa successiva, così puoi spiegarla prima</translation>
    </message>
    <message>
        <source>Next move (Space)</source>
        <translation>Mossa successiva (Spazio)</translation>
    </message>
    <message>
        <source>Play the computer&apos;s next move (Space)</source>
        <translation>Gioca la prossima mossa del computer (Spazio)</translation>
    </message>
    <message>
        <source>The last move, explained</source>
        <extracomment>Lines the box asks room for (the title runs into the first lines); more scroll inside it, so the facades above keep their room.</extracomment>
        <translation>L&apos;ultima mossa, spiegata</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Ancora nessuna mossa.</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regola:</translation>
    </message>
    <message>
        <source>Every hidden side is shown on the table, beside its card.</source>
        <extracomment>On a table shorter than this (pixels: a 1280×800 screen in presenter mode), two lines.</extracomment>
        <translation>Ogni lato nascosto è mostrato sul tavolo, accanto alla sua carta.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>No hidden cards right now.</source>
        <translation>Al momento non ci sono carte nascoste.</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>cards</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>score sheets</source>
        <translation>fogli segnapunti</translation>
    </message>
    <message>
        <source>player aid</source>
        <translation>promemoria</translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation>Pagina di calibrazione</translation>
    </message>
    <message>
        <source>card fronts</source>
        <translation>fronti delle carte</translation>
    </message>
    <message>
        <source>card backs</source>
        <translation>retri delle carte</translation>
    </message>
    <message>
        <source>Nothing to print: tick at least one thing to print.</source>
        <translation>Niente da stampare: spunta almeno una cosa.</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Niente da stampare</translation>
    </message>
    <message>
        <source>Page %1 of %2 · file %3 of %4</source>
        <translation>Pagina %1 di %2 · file %3 di %4</translation>
    </message>
    <message>
        <source>These cards cannot be shown; the export will skip them.</source>
        <translation>Queste carte non si possono mostrare; l&apos;esportazione le salterà.</translation>
    </message>
    <message>
        <source>Check the 100 mm ruler, then print this sheet two-sided to test the backs.</source>
        <translation>Controlla il righello di 100 mm, poi stampa questo foglio fronte-retro per provare i retri.</translation>
    </message>
    <message>
        <source>Back of the calibration sheet: the scales fall behind the crosses of the front.</source>
        <translation>Retro del foglio di calibrazione: le scale cadono dietro le croci del fronte.</translation>
    </message>
    <message>
        <source>Printed as it is shown, one-sided.</source>
        <translation>Stampato così come appare, solo fronte.</translation>
    </message>
    <message>
        <source> Cut along the crop marks in the margins.</source>
        <translation> Taglia lungo i segni di taglio nei margini.</translation>
    </message>
    <message>
        <source>Sheet %1: fronts on the left, backs on the right. Cut, fold on the dashed line and glue.</source>
        <translation>Foglio %1: fronti a sinistra, retri a destra. Taglia, piega sulla linea tratteggiata e incolla.</translation>
    </message>
    <message>
        <source>Sheet %1, fronts.</source>
        <translation>Foglio %1, fronti.</translation>
    </message>
    <message>
        <source>Sheet %1, backs: feed the printed fronts back in and print these on the reverse.</source>
        <translation>Foglio %1, retri: rimetti in stampante i fronti già stampati e stampa questi sul retro.</translation>
    </message>
    <message>
        <source>long edge</source>
        <translation>lato lungo</translation>
    </message>
    <message>
        <source>short edge</source>
        <translation>lato corto</translation>
    </message>
    <message>
        <source>Sheet %1, backs: printed on the reverse (flip on the %2), each back right behind its front.</source>
        <translation>Foglio %1, retri: stampati sul retro (capovolgi sul %2), ogni retro proprio dietro il suo fronte.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>Doc&amp;umento:</translation>
    </message>
    <message>
        <source>◀ Pre&amp;vious</source>
        <translation>◀ &amp;Precedente</translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation>Pagina precedente (Pag↑)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Successiva ▶</translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation>Pagina successiva (Pag↓)</translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation>Anteprima della pagina</translation>
    </message>
</context>
<context>
    <name>PrintView</name>
    <message>
        <source>Print &amp; play</source>
        <extracomment>how a folder is opened (replaced in tests)</extracomment>
        <translation>Stampa e gioca</translation>
    </message>
    <message>
        <source>Every deck, building card, score sheet and player aid as PDF files to print at home, previewed page by page.</source>
        <translation>Ogni mazzo, carta Edificio, foglio segnapunti e promemoria in PDF da stampare a casa, con l&apos;anteprima pagina per pagina.</translation>
    </message>
    <message>
        <source>Save in &amp;folder:</source>
        <translation>Sal&amp;va in:</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Sf&amp;oglia…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Esporta</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>I&amp;nterrompi</translation>
    </message>
    <message>
        <source>Stop the export; files already finished stay whole</source>
        <translation>Interrompi l&apos;esportazione; i file già finiti restano interi</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>&amp;Apri cartella</translation>
    </message>
    <message>
        <source>Write the PDF files into the folder (Alt+E)</source>
        <translation>Scrivi i file PDF nella cartella (Alt+E)</translation>
    </message>
    <message>
        <source>Choose the options, check the pages on the right, then export.</source>
        <translation>Scegli le opzioni, controlla le pagine a destra, poi esporta.</translation>
    </message>
    <message>
        <source>Folder for the PDF files</source>
        <translation>Cartella per i file PDF</translation>
    </message>
    <message>
        <source>Choose a folder for the PDF files first.</source>
        <translation>Prima scegli una cartella per i file PDF.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose a folder for the PDF files.</source>
        <translation>%1 è un file, non una cartella. Scegli una cartella per i file PDF.</translation>
    </message>
    <message>
        <source>%1 is in the way and is not a folder. Choose another folder.</source>
        <translation>%1 è d&apos;intralcio e non è una cartella. Scegli un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to. Choose a folder of your own.</source>
        <translation>Non si può scrivere nella cartella %1. Scegli una cartella tua.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created: %2. Choose another name.</source>
        <translation>Impossibile creare la cartella %1: %2. Scegli un altro nome.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created: %2. Choose another one.</source>
        <translation>Impossibile creare la cartella %1: %2. Scegline un&apos;altra.</translation>
    </message>
    <message>
        <source>Tick at least one thing to print.</source>
        <translation>Spunta almeno una cosa da stampare.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <source>Stopping after the file being written…</source>
        <translation>Mi fermo dopo il file in scrittura…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Scrittura di %1…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n file(s) (%1 MB) in %2.</source>
        <translation>
            <numerusform>Fatto: %n file (%1 MB) in %2.</numerusform>
            <numerusform>Fatto: %n file (%1 MB) in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export stopped. %n file(s) finished before; no file is half-written.</source>
        <translation>
            <numerusform>Esportazione interrotta. %n file era già finito; nessun file è scritto a metà.</numerusform>
            <numerusform>Esportazione interrotta. %n file erano già finiti; nessun file è scritto a metà.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print at 100 % (no “fit to page”); the calibration page checks it.</source>
        <translation>Stampa al 100 % (niente “adatta alla pagina”); la pagina di calibrazione lo verifica.</translation>
    </message>
    <message>
        <source>%1 is open in another program. Close it there and export again; no half-written file was left.</source>
        <translation>%1 è aperto in un altro programma. Chiudilo lì ed esporta di nuovo; nessun file è rimasto scritto a metà.</translation>
    </message>
    <message>
        <source>The disk is full. The export stopped and left no half-written file; free some space and export again.</source>
        <translation>Il disco è pieno. L&apos;esportazione si è fermata senza lasciare file scritti a metà; libera un po&apos; di spazio ed esporta di nuovo.</translation>
    </message>
    <message>
        <source>The folder %1 is gone. Choose another one.</source>
        <translation>La cartella %1 non c&apos;è più. Scegline un&apos;altra.</translation>
    </message>
    <message>
        <source>Could not write into %1: %2. No half-written file was left.</source>
        <translation>Impossibile scrivere in %1: %2. Nessun file è rimasto scritto a metà.</translation>
    </message>
    <message>
        <source>The export failed because of an error in the app; it is in the log.</source>
        <translation>L&apos;esportazione non è riuscita per un errore dell&apos;app; i dettagli sono nel registro.</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between the options, the preview and the buttons</source>
        <translation>Spostati tra le opzioni, l&apos;anteprima e i pulsanti</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + lettera sottolineata</translation>
    </message>
    <message>
        <source>Jump to that option</source>
        <translation>Vai a quell&apos;opzione</translation>
    </message>
    <message>
        <source>← → / ↑ ↓ (preview)</source>
        <translation>← → / ↑ ↓ (anteprima)</translation>
    </message>
    <message>
        <source>Previous / next file</source>
        <translation>File precedente / seguente</translation>
    </message>
    <message>
        <source>Page Up / Page Down</source>
        <translation>Pag↑ / Pag↓</translation>
    </message>
    <message>
        <source>Previous / next page of the preview</source>
        <translation>Pagina precedente / seguente dell&apos;anteprima</translation>
    </message>
</context>
<context>
    <name>RectoVersoGuide</name>
    <message>
        <source>Leave the guide</source>
        <extracomment>The view as a widget, for where it is and whether it shows (it is never driven from here). Where the scripts&apos; targets lie on the builder&apos;s page. The one-time offer, a line of the start page under its heading.</extracomment>
        <translation>Lascia la guida</translation>
    </message>
    <message>
        <source>Leave the guided game? You can go on building on your own.</source>
        <translation>Lasciare la partita guidata? Potrai continuare a costruire da solo.</translation>
    </message>
    <message>
        <source>Learn the partner round by playing</source>
        <translation>Impara il turno in coppia giocando</translation>
    </message>
    <message>
        <source>Learn the ladder by playing</source>
        <translation>Impara la scala giocando</translation>
    </message>
</context>
<context>
    <name>RectoVersoStartPage</name>
    <message>
        <source>My cards</source>
        <extracomment>The data of a card of My cards in the list of cards (shipped cards have their id alone). Okabe–Ito colours for the players; each also shows the player&apos;s initial. The guided puzzle&apos;s one-time offer, under the heading (docs/ARCHITECTURE.md). The cards of My cards (&quot;Make a card&quot;), listed under their own heading.</extracomment>
        <translation>Le mie carte</translation>
    </message>
    <message>
        <source>Recto Verso — the building game</source>
        <translation>Recto Verso — il gioco di costruzioni</translation>
    </message>
    <message>
        <source>Rebuild the building on the card with the wooden pieces. One partner sees the front, the other the back. Choose how to play:</source>
        <translation>Ricostruisci l&apos;edificio della carta con i pezzi di legno. Un compagno vede il davanti, l&apos;altro il dietro. Scegli come giocare:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <source>&amp;Easy (10 pieces)</source>
        <translation>&amp;Facile (10 pezzi)</translation>
    </message>
    <message>
        <source>&amp;Hard (11 pieces, with the red one)</source>
        <translation>&amp;Difficile (11 pezzi, con quello rosso)</translation>
    </message>
    <message>
        <source>&amp;Resume the saved game</source>
        <translation>&amp;Riprendi la partita salvata</translation>
    </message>
    <message>
        <source>&amp;Load a game…</source>
        <translation>&amp;Carica una partita…</translation>
    </message>
    <message>
        <source>Puzzle — 1 player</source>
        <translation>Rompicapo — 1 giocatore</translation>
    </message>
    <message>
        <source>Build a card alone with both facades in view. Hints and a solution when you are stuck.</source>
        <translation>Costruisci una carta da solo, con entrambe le facciate in vista. Suggerimenti e una soluzione quando sei bloccato.</translation>
    </message>
    <message>
        <source>Start the &amp;puzzle</source>
        <translation>Inizia il rom&amp;picapo</translation>
    </message>
    <message>
        <source>&amp;New card (generated)</source>
        <translation>&amp;Nuova carta (generata)</translation>
    </message>
    <message>
        <source>Party game — 3 to 6 players</source>
        <translation>Gara — da 3 a 6 giocatori</translation>
    </message>
    <message>
        <source>Partner tokens pair the builders; the faster a correct building, the more points to both.</source>
        <translation>I gettoni Compagno formano le coppie; più è veloce un edificio giusto, più punti per entrambi.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Start the p&amp;arty</source>
        <translation>Inizia la g&amp;ara</translation>
    </message>
    <message>
        <source>Co-op ladder — 2 players</source>
        <translation>Scala cooperativa — 2 giocatori</translation>
    </message>
    <message>
        <source>Climb 7 stages together, from 1:30 down to 0:15 per building. Clear them all to become the Kings of Construction.</source>
        <translation>Salite insieme 7 gradini, da 1:30 fino a 0:15 per edificio. Superateli tutti per diventare i Re delle Costruzioni.</translation>
    </message>
    <message>
        <source>Start the &amp;ladder</source>
        <translation>Inizia la &amp;scala</translation>
    </message>
    <message>
        <source>7 stages to climb</source>
        <translation>7 gradini da salire</translation>
    </message>
    <message>
        <source>FRONT · recto</source>
        <translation>DAVANTI · recto</translation>
    </message>
    <message>
        <source>BACK · verso</source>
        <translation>DIETRO · verso</translation>
    </message>
</context>
<context>
    <name>RectoVersoView</name>
    <message>
        <source>Kings of Construction</source>
        <translation>Re delle Costruzioni</translation>
    </message>
    <message>
        <source>Recto!</source>
        <extracomment>The row of the tray, the board and the facades; a party played on phones adds its shared screen.</extracomment>
        <translation>Recto!</translation>
    </message>
    <message>
        <source>The front partner says the building is done</source>
        <translation>Il compagno davanti dice che l&apos;edificio è finito</translation>
    </message>
    <message>
        <source>Verso!</source>
        <translation>Verso!</translation>
    </message>
    <message>
        <source>The back partner says the building is done</source>
        <translation>Il compagno dietro dice che l&apos;edificio è finito</translation>
    </message>
    <message>
        <source>✓ &amp;Check</source>
        <translation>✓ &amp;Controlla</translation>
    </message>
    <message>
        <source>Pieces (Tab picks the next)</source>
        <translation>Pezzi (Tab sceglie il seguente)</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Annulla</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annulla (Ctrl+Z)</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Ripeti</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation>Ripeti (Ctrl+Y)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vuota</translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation>Togli tutti i pezzi dal tabellone</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>S&amp;uggerimento</translation>
    </message>
    <message>
        <source>Show a s&amp;olution</source>
        <translation>Mostra una s&amp;oluzione</translation>
    </message>
    <message>
        <source>Make a card…</source>
        <translation>Crea una carta…</translation>
    </message>
    <message>
        <source>Draw this building as a card of your own, count its solutions, save it</source>
        <translation>Disegna questo edificio come una tua carta, conta le sue soluzioni, salvala</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Click or tap a piece in the tray, then the board. R / Shift+R or the wheel turn it, T tips it onto its side, F flips it upside down. Tab, arrows and Enter build with the keys; Delete takes a piece off; Q / E turn the view; F6 leaves the board.</source>
        <translation>Fai clic o tocca un pezzo della riserva, poi il tabellone. R / Maiusc+R o la rotellina lo girano, T lo inclina su un fianco, F lo capovolge. Tab, le frecce e Invio costruiscono con la tastiera; Canc toglie un pezzo; Q / E girano la vista; F6 lascia il tabellone.</translation>
    </message>
    <message>
        <source>⟲ Q</source>
        <translation>⟲ Q</translation>
    </message>
    <message>
        <source>Turn the view left (Q)</source>
        <translation>Ruota la vista a sinistra (Q)</translation>
    </message>
    <message>
        <source>E ⟳</source>
        <translation>E ⟳</translation>
    </message>
    <message>
        <source>Turn the view right (E)</source>
        <translation>Ruota la vista a destra (E)</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>Compa&amp;gno</translation>
    </message>
    <message>
        <source>A second window with only the back, for a second screen</source>
        <translation>Una seconda finestra con solo il dietro, per un secondo schermo</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Davanti</translation>
    </message>
    <message>
        <source>Only the front facade (the front partner)</source>
        <translation>Solo la facciata davanti (il compagno davanti)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Dietro</translation>
    </message>
    <message>
        <source>Only the back facade (the back partner)</source>
        <translation>Solo la facciata dietro (il compagno dietro)</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Entrambe</translation>
    </message>
    <message>
        <source>Both facades (solo puzzle)</source>
        <translation>Entrambe le facciate (rompicapo in solitario)</translation>
    </message>
    <message>
        <source>Building board</source>
        <translation>Tabellone di costruzione</translation>
    </message>
    <message>
        <source>%1 is not a Recto Verso game</source>
        <translation>%1 non è una partita di Recto Verso</translation>
    </message>
    <message>
        <source>%1 holds a finished game</source>
        <translation>%1 contiene una partita finita</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossibile salvare %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Salvata in %1</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tempo rimasto</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Cronometro</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>%1 flips a partner token: %2! %1 looks at the FRONT, %2 at the BACK.</source>
        <translation>%1 gira un gettone Compagno: %2! %1 guarda il DAVANTI, %2 il DIETRO.</translation>
    </message>
    <message>
        <source>Reveal the card</source>
        <translation>Scopri la carta</translation>
    </message>
    <message>
        <source>Stage %1 of %2</source>
        <translation>Gradino %1 di %2</translation>
    </message>
    <message>
        <source>%1 to build the card together. One looks at the front, the other at the back.</source>
        <translation>%1 per costruire la carta insieme. Uno guarda il davanti, l&apos;altro il dietro.</translation>
    </message>
    <message>
        <source>Attempts failed so far: %1 of %2.</source>
        <translation>Tentativi falliti finora: %1 su %2.</translation>
    </message>
    <message>
        <source>Start the stage</source>
        <translation>Inizia il gradino</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>Giusto!</translation>
    </message>
    <message>
        <source>Built in %1.</source>
        <translation>Costruito in %1.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta seguente</translation>
    </message>
    <message>
        <source>Choose a mode</source>
        <translation>Scegli una modalità</translation>
    </message>
    <message>
        <source>Not quite…</source>
        <translation>Non proprio…</translation>
    </message>
    <message>
        <source>All partner tokens are flipped. Winner: %1!</source>
        <translation>Tutti i gettoni Compagno sono girati. Vince: %1!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>No more moves in this round: check the building or finish the round.</source>
        <translation>Nessuna mossa rimasta in questo turno: controlla la costruzione o concludi il turno.</translation>
    </message>
    <message>
        <source>Attempts failed: %1</source>
        <translation>Tentativi falliti: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to build&lt;/b&gt;&lt;br&gt;Click or tap a piece in the tray, then click or tap the board to put it down. It drops to the lowest place where it is supported.&lt;br&gt;&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt; or the wheel turn it, &lt;b&gt;T&lt;/b&gt; tips it onto its side, &lt;b&gt;F&lt;/b&gt; flips it upside down (or use the buttons beside it); &lt;b&gt;Q&lt;/b&gt; / &lt;b&gt;E&lt;/b&gt; turn the view. Click a piece on the board to pick it up again, or drag it; right click or &lt;b&gt;Esc&lt;/b&gt; puts it back.</source>
        <translation>&lt;b&gt;Come costruire&lt;/b&gt;&lt;br&gt;Fai clic o tocca un pezzo della riserva, poi fai clic o tocca il tabellone per posarlo. Scende al posto più basso in cui è sostenuto.&lt;br&gt;&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Maiusc+R&lt;/b&gt; o la rotellina lo girano, &lt;b&gt;T&lt;/b&gt; lo inclina su un fianco, &lt;b&gt;F&lt;/b&gt; lo capovolge (o usa i pulsanti accanto); &lt;b&gt;Q&lt;/b&gt; / &lt;b&gt;E&lt;/b&gt; girano la vista. Fai clic su un pezzo posato per riprenderlo, o trascinalo; il clic destro o &lt;b&gt;Esc&lt;/b&gt; lo rimette a posto.</translation>
    </message>
    <message>
        <source>Attempts failed so far: %1.</source>
        <translation>Tentativi falliti finora: %1.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Turno seguente</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 built it in %3: %n point(s) each.</source>
        <translation>
            <numerusform>%1 e %2 l&apos;hanno costruito in %3: %n punto a testa.</numerusform>
            <numerusform>%1 e %2 l&apos;hanno costruito in %3: %n punti a testa.</numerusform>
        </translation>
    </message>
    <message>
        <source>♛ %1 ♛</source>
        <translation>♛ %1 ♛</translation>
    </message>
    <message>
        <source>All 7 stages cleared! The last one in %1.</source>
        <translation>Tutti i 7 gradini superati! L&apos;ultimo in %1.</translation>
    </message>
    <message>
        <source>The climb ends here</source>
        <translation>La scalata finisce qui</translation>
    </message>
    <message>
        <source>You reached stage %1 of 7.</source>
        <translation>Siete arrivati al gradino %1 di 7.</translation>
    </message>
    <message>
        <source>Stage %1 cleared!</source>
        <translation>Gradino %1 superato!</translation>
    </message>
    <message>
        <source>Built in %1. Next: %2 for stage %3.</source>
        <translation>Costruito in %1. Prossimo: %2 per il gradino %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left</source>
        <translation>
            <numerusform>%n gettone rimasto</numerusform>
            <numerusform>%n gettoni rimasti</numerusform>
        </translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>Gradino seguente</translation>
    </message>
    <message>
        <source>Time ran out (%1).</source>
        <translation>Tempo scaduto (%1).</translation>
    </message>
    <message>
        <source>The building does not match the card.</source>
        <translation>L&apos;edificio non corrisponde alla carta.</translation>
    </message>
    <message>
        <source>Stage %1 not cleared</source>
        <translation>Gradino %1 non superato</translation>
    </message>
    <message>
        <source>Try again with a new card.</source>
        <translation>Riprova con una carta nuova.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Stop the climb</source>
        <translation>Ferma la scalata</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s):</source>
        <translation>
            <numerusform>%n errore:</numerusform>
            <numerusform>%n errori:</numerusform>
        </translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Non ancora</translation>
    </message>
    <message>
        <source>Keep building</source>
        <translation>Continua a costruire</translation>
    </message>
    <message>
        <source>Hint: the %1 piece goes where its ghost is. Click or press Enter to put it down.</source>
        <translation>Suggerimento: il pezzo %1 va dove c&apos;è la sua ombra. Fai clic o premi Invio per posarlo.</translation>
    </message>
    <message>
        <source>Hint: take the %1 piece off; it blocks every solution.</source>
        <translation>Suggerimento: togli il pezzo %1; impedisce ogni soluzione.</translation>
    </message>
    <message>
        <source>No piece to add: check the building.</source>
        <translation>Nessun pezzo da aggiungere: controlla l&apos;edificio.</translation>
    </message>
    <message>
        <source>Show a solution</source>
        <extracomment>Arrow actions of the key table, as steps across the screen&apos;s view of the board.</extracomment>
        <translation>Mostra una soluzione</translation>
    </message>
    <message>
        <source>Give up and see a solution?</source>
        <translation>Ti arrendi e guardi una soluzione?</translation>
    </message>
    <message>
        <source>This card has no solution.</source>
        <translation>Questa carta non ha soluzione.</translation>
    </message>
    <message>
        <source>Here is one solution.</source>
        <translation>Ecco una soluzione.</translation>
    </message>
    <message>
        <source>Holding the %1 piece: click the board to put it down; R, T, F turn it; right click puts it back.</source>
        <translation>Hai in mano il pezzo %1: fai clic sul tabellone per posarlo; R, T, F lo girano; il clic destro lo rimette nella riserva.</translation>
    </message>
    <message>
        <source>Piece back in the tray.</source>
        <translation>Pezzo di nuovo nella riserva.</translation>
    </message>
    <message>
        <source>The %1 piece is on the board.</source>
        <translation>Il pezzo %1 è sul tabellone.</translation>
    </message>
    <message>
        <source>No piece there.</source>
        <translation>Nessun pezzo qui.</translation>
    </message>
    <message>
        <source>The %1 piece is back in the tray.</source>
        <translation>Il pezzo %1 è di nuovo nella riserva.</translation>
    </message>
    <message>
        <source>Every piece is on the board.</source>
        <translation>Tutti i pezzi sono sul tabellone.</translation>
    </message>
    <message>
        <source>The %1 piece sticks out of the board.</source>
        <translation>Il pezzo %1 esce dal tabellone.</translation>
    </message>
    <message>
        <source>Not allowed: the %1 piece would rest on empty space.</source>
        <translation>Non si può: il pezzo %1 starebbe sospeso sul vuoto.</translation>
    </message>
    <message>
        <source>No room for the %1 piece there.</source>
        <translation>Qui non c&apos;è posto per il pezzo %1.</translation>
    </message>
    <message>
        <source>FRONT · RECTO</source>
        <translation>DAVANTI · RECTO</translation>
    </message>
    <message>
        <source>BACK · VERSO</source>
        <translation>DIETRO · VERSO</translation>
    </message>
    <message>
        <source>The %1 piece lands on floor %2. Click or press Enter to put it down.</source>
        <translation>Il pezzo %1 arriva al piano %2. Fai clic o premi Invio per posarlo.</translation>
    </message>
    <message>
        <source>Puzzle — card %1 %2</source>
        <translation>Rompicapo — carta %1 %2</translation>
    </message>
    <message>
        <source>%1 level: %2 pieces. Build both facades.</source>
        <translation>Livello %1: %2 pezzi. Costruisci entrambe le facciate.</translation>
    </message>
    <message>
        <source>Party — round %1</source>
        <translation>Gara — turno %1</translation>
    </message>
    <message>
        <source>%1 builds the front, %2 the back.</source>
        <translation>%1 costruisce il davanti, %2 il dietro.</translation>
    </message>
    <message>
        <source>Co-op ladder — stage %1 of %2</source>
        <translation>Scala cooperativa — gradino %1 di %2</translation>
    </message>
    <message>
        <source>Attempts failed: %1 of %2</source>
        <translation>Tentativi falliti: %1 su %2</translation>
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
        <translation>DAVANTI · recto</translation>
    </message>
    <message>
        <source>BACK · verso</source>
        <translation>DIETRO · verso</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Your building</source>
        <translation>Il tuo edificio</translation>
    </message>
    <message>
        <source>Recto Verso — back (verso) partner</source>
        <translation>Recto Verso — compagno dietro (verso)</translation>
    </message>
    <message>
        <source>The BACK of the building (verso)</source>
        <translation>Il DIETRO dell&apos;edificio (verso)</translation>
    </message>
    <message>
        <source>front</source>
        <translation>davanti</translation>
    </message>
    <message>
        <source>back</source>
        <translation>dietro</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>The ladder</source>
        <translation>La scala</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Pick up the next / previous piece</source>
        <translation>Prendi il pezzo seguente / precedente</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Frecce</translation>
    </message>
    <message>
        <source>Move the cursor or the held piece on the board</source>
        <translation>Sposta il cursore o il pezzo in mano sul tabellone</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Invio / Spazio</translation>
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
        <translation>Rimettere a posto il pezzo in mano (ancora Esc: home)</translation>
    </message>
    <message>
        <source>Put the held piece down, or pick up the piece under the cursor</source>
        <translation>Posa il pezzo in mano, o prendi il pezzo sotto il cursore</translation>
    </message>
    <message>
        <source>Turn the held piece a quarter turn (Shift: the other way)</source>
        <extracomment>The builder action (a method name of the view&apos;s action table). The key as the F1 list writes it, and what it does (both translated when shown).</extracomment>
        <translation>Girare il pezzo in mano di un quarto di giro (Maiusc: nell’altro senso)</translation>
    </message>
    <message>
        <source>Tip the held piece over onto its side (a lying bar stands up)</source>
        <translation>Inclinare il pezzo in mano su un fianco (una barra distesa si alza)</translation>
    </message>
    <message>
        <source>Flip the held piece upside down</source>
        <translation>Capovolgere il pezzo in mano</translation>
    </message>
    <message>
        <source>R / Shift+R</source>
        <translation>R / Shift+R</translation>
    </message>
    <message>
        <source>Q / E</source>
        <translation>Q / E</translation>
    </message>
    <message>
        <source>Turn the view of the building</source>
        <translation>Ruota la vista dell&apos;edificio</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Canc</translation>
    </message>
    <message>
        <source>Take the piece under the cursor off the board</source>
        <translation>Togli dal tabellone il pezzo sotto il cursore</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>Leave the board for the buttons</source>
        <translation>Passa dal tabellone ai pulsanti</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Y</translation>
    </message>
    <message>
        <source>Undo / redo</source>
        <translation>Annulla / ripeti</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>(operation, glyph) of each button; &quot;put_back&quot; empties the hand.</extracomment>
        <translation>Gira</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Al contrario</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Inclina</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Capovolgi</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Rimetti</translation>
    </message>
    <message>
        <source>Turn the held piece a quarter turn (R, or the wheel)</source>
        <translation>Girare il pezzo in mano di un quarto di giro (R, o la rotellina)</translation>
    </message>
    <message>
        <source>Turn the held piece the other way (Shift+R)</source>
        <translation>Girare il pezzo in mano nell’altro senso (Maiusc+R)</translation>
    </message>
    <message>
        <source>Tip the held piece onto its side (T)</source>
        <translation>Inclinare il pezzo in mano su un fianco (T)</translation>
    </message>
    <message>
        <source>Flip the held piece upside down (F)</source>
        <translation>Capovolgere il pezzo in mano (F)</translation>
    </message>
    <message>
        <source>Put the held piece back in the tray (Esc, right click)</source>
        <translation>Rimettere il pezzo in mano nella riserva (Esc, clic destro)</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume your game?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <source>These games were not finished last time. Pick one to carry on where you stopped:</source>
        <translation>L&apos;ultima volta queste partite non sono state finite. Scegline una per continuare da dove avevi lasciato:</translation>
    </message>
    <message numerus="yes">
        <source>Resume {game} — saved {when}, %n move(s) played</source>
        <translation>
            <numerusform>Riprendi {game} — salvato il {when}, %n mossa giocata</numerusform>
            <numerusform>Riprendi {game} — salvato il {when}, %n mosse giocate</numerusform>
        </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
</context>
<context>
    <name>RevorsoEnding</name>
    <message>
        <source>and</source>
        <translation>e</translation>
    </message>
    <message>
        <source>Honey cards</source>
        <translation>Carte miele</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>You share the win with %1!</source>
        <translation>Condividi la vittoria con %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 condividono la vittoria!</translation>
    </message>
    <message>
        <source>Each card won is worth 1 point and honey 2. Had the top scores been equal, the player with more honey cards would have won.</source>
        <translation>Ogni carta vinta vale 1 punto, il miele 2. In caso di parità in testa, avrebbe vinto chi aveva più carte miele.</translation>
    </message>
    <message numerus="yes">
        <source>%1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.</source>
        <translation>
            <numerusform>%1 hanno %n punto a testa: la parità va a chi ha più carte miele (%2), quindi vince %3.</numerusform>
            <numerusform>%1 hanno %n punti a testa: la parità va a chi ha più carte miele (%2), quindi vince %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 have %n point(s) each and as many honey cards (%2): they share the win.</source>
        <translation>
            <numerusform>%1 hanno %n punto a testa e lo stesso numero di carte miele (%2): condividono la vittoria.</numerusform>
            <numerusform>%1 hanno %n punti a testa e lo stesso numero di carte miele (%2): condividono la vittoria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each and as many honey cards (%2): you share the win.</source>
        <translation>
            <numerusform>Tu e %1 avete %n punto a testa e tante carte miele quante (%2): condividete la vittoria.</numerusform>
            <numerusform>Tu e %1 avete %n punti a testa e tante carte miele quante (%2): condividete la vittoria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each: you have the most honey cards (%2), so you win.</source>
        <translation>
            <numerusform>Tu e %1 avete %n punto a testa: hai più carte miele (%2), quindi vinci tu.</numerusform>
            <numerusform>Tu e %1 avete %n punti a testa: hai più carte miele (%2), quindi vinci tu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.</source>
        <translation>
            <numerusform>Tu e %1 avete %n punto a testa: il pareggio va a chi ha più carte miele (%2), quindi vince %3.</numerusform>
            <numerusform>Tu e %1 avete %n punti a testa: il pareggio va a chi ha più carte miele (%2), quindi vince %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>you %1</source>
        <translation>tu %1</translation>
    </message>
</context>
<context>
    <name>RevorsoSetup</name>
    <message>
        <source>You</source>
        <extracomment>Every &quot;You&quot; given to a person who left their name empty, in each language used so far.</extracomment>
        <translation>Tu</translation>
    </message>
</context>
<context>
    <name>RevorsoTableView</name>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;).</extracomment>
        <translation>Mazzo: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Scarti: %1</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>nessuna azione</translation>
    </message>
    <message>
        <source>▶ plays now</source>
        <translation>▶ è di turno</translation>
    </message>
    <message>
        <source>? asked now</source>
        <translation>? deve decidere</translation>
    </message>
    <message>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>%1&apos;s sequence: no card yet</source>
        <translation>Sequenza di %1: ancora nessuna carta</translation>
    </message>
    <message>
        <source>▲ next to name</source>
        <translation>▲ prossima da nominare</translation>
    </message>
    <message>
        <source>Do not call Bear</source>
        <translation>Non chiamare l&apos;Orso</translation>
    </message>
    <message>
        <source>&amp;Draw a card</source>
        <extracomment>A person chose this action (the view plays it for the seat to act). The key letter of each lettered button, in the language shown. While another seat acts, and once the game is over (the results are the table&apos;s).</extracomment>
        <translation>&amp;Pesca una carta</translation>
    </message>
    <message>
        <source>&amp;Stop and recite</source>
        <translation>&amp;Fermati e ripeti</translation>
    </message>
    <message>
        <source>&amp;No, pass</source>
        <translation>&amp;No, passa</translation>
    </message>
    <message>
        <source>Pla&amp;y Switch</source>
        <translation>&amp;Gioca Switch</translation>
    </message>
    <message>
        <source>&amp;No, let it go</source>
        <translation>&amp;No, lascia perdere</translation>
    </message>
    <message>
        <source>Name %1 (key %2)</source>
        <translation>Nomina %1 (tasto %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 (%n card(s))</source>
        <translation>
            <numerusform>%1. %2 (%n carta)</numerusform>
            <numerusform>%1. %2 (%n carte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n honey</source>
        <translation>
            <numerusform>%n miele</numerusform>
            <numerusform>%n miele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence: %n card(s), first drawn on the left</source>
        <translation>
            <numerusform>La tua sequenza: %n carta, la prima pescata a sinistra</numerusform>
            <numerusform>La tua sequenza: %n carte, la prima pescata a sinistra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s sequence: %n card(s), first drawn on the left</source>
        <translation>
            <numerusform>Sequenza di %1: %n carta, la prima pescata a sinistra</numerusform>
            <numerusform>Sequenza di %1: %n carte, la prima pescata a sinistra</numerusform>
        </translation>
    </message>
    <message>
        <source>Your sequence: no card yet</source>
        <translation>La tua sequenza: ancora nessuna carta</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Rigioca questa mano</translation>
    </message>
    <message>
        <source>The same players and the same cards, from the start</source>
        <translation>Gli stessi giocatori e le stesse carte, dall&apos;inizio</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <source>Stop drawing and recite the sequence</source>
        <translation>Smetti di pescare e ripeti la sequenza</translation>
    </message>
    <message>
        <source>1 – 5</source>
        <translation>1 – 5</translation>
    </message>
    <message>
        <source>Name a symbol (memory test, or a Bear call)</source>
        <translation>Nomina un simbolo (prova di memoria, o Orso)</translation>
    </message>
    <message>
        <source>Play Switch when asked</source>
        <translation>Gioca Switch quando ti viene chiesto</translation>
    </message>
    <message>
        <source>Do not play Switch</source>
        <translation>Non giocare lo Switch</translation>
    </message>
    <message>
        <source>1, 2, …</source>
        <translation>1, 2, …</translation>
    </message>
    <message>
        <source>Choose whom to steal from</source>
        <translation>Scegli chi derubare</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Mano n. %1</translation>
    </message>
    <message>
        <source>Replay this deal: the same deal number and players deal the same cards again</source>
        <translation>Rigioca questa mano: lo stesso numero di mano e gli stessi giocatori danno di nuovo le stesse carte</translation>
    </message>
    <message>
        <source>%1 is drawing… watch the cards and remember them.</source>
        <translation>%1 sta pescando… guarda le carte e ricordale.</translation>
    </message>
    <message>
        <source>%1: Hibernate! Your drawing is over: stop and recite.</source>
        <translation>%1: Letargo! Le tue pescate sono finite: fermati e ripeti.</translation>
    </message>
    <message>
        <source>%1: the draw pile is empty: stop and recite.</source>
        <translation>%1: il mazzo è vuoto: fermati e ripeti.</translation>
    </message>
    <message>
        <source>%1, your turn: draw a card.</source>
        <translation>%1, tocca a te: pesca una carta.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: you share the win with %n point(s).</source>
        <translation>
            <numerusform>Partita finita: condividi la vittoria con %n punto.</numerusform>
            <numerusform>Partita finita: condividi la vittoria con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: a shared win with %n point(s).</source>
        <translation>
            <numerusform>Partita finita: vittoria condivisa con %n punto.</numerusform>
            <numerusform>Partita finita: vittoria condivisa con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: you win with %n point(s).</source>
        <translation>
            <numerusform>Partita finita: vinci con %n punto.</numerusform>
            <numerusform>Partita finita: vinci con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>Partita finita: %1 vince con %n punto.</numerusform>
            <numerusform>Partita finita: %1 vince con %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hibernate! Your drawing is over: stop and recite.</source>
        <translation>Letargo! Le tue pescate sono finite: fermati e ripeti.</translation>
    </message>
    <message>
        <source>The draw pile is empty: stop and recite.</source>
        <translation>Il mazzo è vuoto: fermati e ripeti.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n more card(s).</source>
        <translation>
            <numerusform>Tocca a te: pesca ancora %n carta.</numerusform>
            <numerusform>Tocca a te: pesca ancora %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>Tocca a te: pesca una carta.</translation>
    </message>
    <message numerus="yes">
        <source>Draw again, or stop and recite your %n card(s) from the last to the first.</source>
        <translation>
            <numerusform>Pesca ancora, oppure fermati e ripeti la tua sequenza (%n carta) dall&apos;ultima alla prima.</numerusform>
            <numerusform>Pesca ancora, oppure fermati e ripeti la tua sequenza (%n carte) dall&apos;ultima alla prima.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw %n more card(s).</source>
        <translation>
            <numerusform>%1: pesca ancora %n carta.</numerusform>
            <numerusform>%1: pesca ancora %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw again, or stop and recite your %n card(s) from the last to the first.</source>
        <translation>
            <numerusform>%1: pesca ancora, oppure fermati e ripeti la tua sequenza (%n carta) dall&apos;ultima alla prima.</numerusform>
            <numerusform>%1: pesca ancora, oppure fermati e ripeti la tua sequenza (%n carte) dall&apos;ultima alla prima.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew Steal 2 and chooses whom to rob…</source>
        <translation>%1 ha pescato Ruba 2 e sceglie chi derubare…</translation>
    </message>
    <message>
        <source>Steal 2! Choose whose won pile to take the top two cards from.</source>
        <translation>Ruba 2! Scegli da quale bottino prendere le due carte in cima.</translation>
    </message>
    <message>
        <source>%1: Steal 2! Choose whose won pile to take the top two cards from.</source>
        <translation>%1: Ruba 2! Scegli da quale bottino prendere le due carte in cima.</translation>
    </message>
    <message>
        <source>%1 may play Switch on your sequence…</source>
        <translation>%1 può giocare Switch sulla tua sequenza…</translation>
    </message>
    <message>
        <source>%1 may play Switch on %2&apos;s sequence…</source>
        <translation>%1 può giocare Switch sulla sequenza di %2…</translation>
    </message>
    <message>
        <source>Play Switch? The first and last cards of %1&apos;s sequence change places.</source>
        <translation>Giochi Switch? La prima e l&apos;ultima carta della sequenza di %1 si scambiano di posto.</translation>
    </message>
    <message>
        <source>%1: play Switch? The first and last cards of %2&apos;s sequence change places.</source>
        <translation>%1: giochi Switch? La prima e l&apos;ultima carta della sequenza di %2 si scambiano di posto.</translation>
    </message>
    <message>
        <source>%1 may call Bear on your next card…</source>
        <translation>%1 può gridare Orso sulla tua prossima carta…</translation>
    </message>
    <message>
        <source>%1 may call Bear on %2&apos;s next card…</source>
        <translation>%1 può gridare Orso sulla prossima carta di %2…</translation>
    </message>
    <message>
        <source>Call Bear? Name %1&apos;s next card to win it (keys 1–5), or let it go (N).</source>
        <translation>Gridi Orso? Nomina la prossima carta di %1 per vincerla (tasti 1–5), o lascia perdere (N).</translation>
    </message>
    <message>
        <source>%1: call Bear? Name %2&apos;s next card to win it (keys 1–5), or let it go (N).</source>
        <translation>%1: gridi Orso? Nomina la prossima carta di %2 per vincerla (tasti 1–5), o lascia perdere (N).</translation>
    </message>
    <message>
        <source>%1 is reciting the sequence…</source>
        <translation>%1 sta ripetendo la sequenza…</translation>
    </message>
    <message>
        <source>Memory test! Which symbol is card %1 of %2? (keys 1–5, the last drawn first)</source>
        <translation>Prova di memoria! Che simbolo ha la carta %1 di %2? (tasti 1–5, dall&apos;ultima pescata)</translation>
    </message>
    <message>
        <source>%1: memory test! Which symbol is card %2 of %3? (keys 1–5, the last drawn first)</source>
        <translation>%1: prova di memoria! Che simbolo ha la carta %2 di %3? (tasti 1–5, dall&apos;ultima pescata)</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>ancora %1 s</translation>
    </message>
    <message>
        <source>Playing alone against the computer, you are spoken to as “you”.</source>
        <translation>Se giochi da solo contro il computer, il tavolo ti dà del «tu».</translation>
    </message>
    <message numerus="yes">
        <source>Steal from %2, who won %n card(s) (key %1)</source>
        <extracomment>What the steal and stop buttons do, said by a screen reader with what they act on.</extracomment>
        <translation>
            <numerusform>Ruba a %2, che ha vinto %n carta (tasto %1)</numerusform>
            <numerusform>Ruba a %2, che ha vinto %n carte (tasto %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stop and recite your %n card(s) (%1)</source>
        <translation>
            <numerusform>Fermati e ripeti %n carta (%1)</numerusform>
            <numerusform>Fermati e ripeti %n carte (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <extracomment>Emitted after a (re)load with the game and the language actually shown.</extracomment>
        <translation>Regole</translation>
    </message>
    <message>
        <source>▶ Learn by playing</source>
        <translation>▶ Impara giocando</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Cerca:</translation>
    </message>
    <message>
        <source>a word, e.g. joker (Ctrl+F)</source>
        <translation>una parola, es. jolly (Ctrl+F)</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation>Testo più piccolo (Ctrl+-)</translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <translation>Testo più grande (Ctrl++)</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Testo più piccolo</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Testo più grande</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Testo delle regole</translation>
    </message>
    <message>
        <source>a game option you can switch on when you start a game</source>
        <translation>un&apos;opzione di gioco che puoi attivare quando inizi una partita</translation>
    </message>
    <message>
        <source>Not found in these rules</source>
        <translation>Non trovato in queste regole</translation>
    </message>
    <message>
        <source>Found in 1 section — Enter: next</source>
        <translation>Trovato in 1 sezione — Invio: seguente</translation>
    </message>
    <message>
        <source>Found in %1 sections — Enter: next</source>
        <translation>Trovato in %1 sezioni — Invio: seguente</translation>
    </message>
</context>
<context>
    <name>ScoresPage</name>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Score keeper: %1</source>
        <translation>Segnapunti: %1</translation>
    </message>
    <message>
        <source>Type over a cell or double-click it; names too. Everything is saved.</source>
        <translation>Scrivi sopra una cella o fai doppio clic; anche sui nomi. Tutto viene salvato.</translation>
    </message>
    <message>
        <source>The scores cannot be saved in %1 (%2); they stay on screen.</source>
        <translation>Impossibile salvare i punteggi in %1 (%2); restano sullo schermo.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Enter the points of each round</source>
        <translation>Scrivi i punti di ogni turno</translation>
    </message>
    <message>
        <source>★ %1 share the win!</source>
        <translation>★ %1 condividono la vittoria!</translation>
    </message>
    <message>
        <source>★ %1 wins!</source>
        <translation>★ %1 vince!</translation>
    </message>
    <message>
        <source>★ Sharing the lead: %1</source>
        <translation>★ In testa a pari merito: %1</translation>
    </message>
    <message>
        <source>★ In the lead: %1</source>
        <translation>★ In testa: %1</translation>
    </message>
    <message>
        <source>+ Player</source>
        <translation>+ Giocatore</translation>
    </message>
    <message>
        <source>− Player</source>
        <translation>− Giocatore</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Togli il giocatore selezionato</translation>
    </message>
    <message>
        <source>+ &amp;Round</source>
        <translation>+ &amp;Turno</translation>
    </message>
    <message>
        <source>− Last round</source>
        <translation>− Ultimo turno</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Clear the scores, keep the players</source>
        <translation>Cancella i punteggi, tieni i giocatori</translation>
    </message>
    <message>
        <source>Scores: type a number in a cell</source>
        <translation>Punteggi: scrivi un numero in una cella</translation>
    </message>
    <message>
        <source>%1 A fresh score sheet was started; the old file is kept as %2.</source>
        <translation>%1 È stato aperto un nuovo foglio segnapunti; il vecchio file è conservato come %2.</translation>
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
        <translation>Avvia il lettore di schermo, poi l&apos;app: non c&apos;è niente da impostare. Linux: Orca (Super+Alt+S in GNOME). Windows: NVDA (Ctrl+Alt+N). macOS: VoiceOver (Cmd+F5).</translation>
    </message>
    <message>
        <source>Tab, arrows</source>
        <translation>Tab, frecce</translation>
    </message>
    <message>
        <source>At the DJ05135 and Verso tables, move along the cards you may play or choose: each is read with what Enter does with it (&quot;Play owl&quot;, &quot;Choose orange 6 for a series&quot;).</source>
        <translation>Ai tavoli di DJ05135 e di Verso, passa da una carta all&apos;altra tra quelle che puoi giocare o scegliere: ognuna è letta con ciò che Invio ne fa («Gioca gufo», «Scegli arancione 6 per una serie»).</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Invio / Spazio</translation>
    </message>
    <message>
        <source>Play or choose the card just read.</source>
        <translation>Gioca o scegli la carta appena letta.</translation>
    </message>
    <message>
        <source>The table&apos;s lists</source>
        <translation>Gli elenchi del tavolo</translation>
    </message>
    <message>
        <source>Read each hand, row and pile with the screen reader&apos;s review keys: only the side of a card your seat may see is ever read.</source>
        <translation>Leggi ogni mano, fila e mazzo con i tasti di esplorazione del lettore di schermo: di una carta si legge solo il lato che il tuo posto può vedere.</translation>
    </message>
    <message>
        <source>Buttons</source>
        <translation>Pulsanti</translation>
    </message>
    <message>
        <source>Take, Flip, Bank, Stop and the rest say what they act on (&quot;Take orange 6 as shown&quot;).</source>
        <translation>Prendi, Gira, Incassa, Fermati e gli altri dicono su che cosa agiscono («Prendi arancione 6 così»).</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annunci</translation>
    </message>
    <message>
        <source>The other players&apos; moves, whose turn it is and the result are read out by themselves. With Orca 45 or older, turn on Settings › &quot;Speak the news for older screen readers&quot;.</source>
        <translation>Le mosse degli altri giocatori, di chi è il turno e il risultato sono letti da soli. Con Orca 45 o precedente, attivate Impostazioni › «Leggi le notizie per i lettori di schermo meno recenti».</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>A new card is read column by column, from the top cube down. On the board the arrows and R, T, F move the piece in your hand and say where its cubes land (&quot;black cube on C2, floor 1&quot;); the board’s description says what stands on each square.</source>
        <translation>Una carta nuova è letta colonna per colonna, dal cubo in cima verso il basso. Sul tabellone le frecce e R, T, F muovono il pezzo che hai in mano e dicono dove arrivano i suoi cubi («cubo nero in C2, piano 1»); la descrizione del tabellone dice che cosa c&apos;è su ogni casella.</translation>
    </message>
</context>
<context>
    <name>SeatStrips</name>
    <message>
        <source>on a phone</source>
        <translation>su un telefono</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>computer, beginner</source>
        <translation>computer, principiante</translation>
    </message>
    <message>
        <source>computer, quick</source>
        <translation>computer, veloce</translation>
    </message>
    <message>
        <source>computer with memory, %1</source>
        <translation>computer con memoria, %1</translation>
    </message>
    <message>
        <source>computer, plays at random</source>
        <translation>computer, gioca a caso</translation>
    </message>
    <message>
        <source>computer, plays for the moment</source>
        <translation>computer, gioca la mossa del momento</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>computer, %1</translation>
    </message>
    <message>
        <source>to play: </source>
        <extracomment>The item role that remembers whether a log line is marked (a computer&apos;s newest move). The pointer beside the seat to act.</extracomment>
        <translation>di turno: </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Presenter mode (large text and high contrast for projectors)</source>
        <translation>Modalità &amp;presentazione (testo grande e alto contrasto per proiettori)</translation>
    </message>
    <message>
        <source>Presenter si&amp;ze:</source>
        <translation>Dimensione presen&amp;tazione:</translation>
    </message>
    <message>
        <source>Interface &amp;size:</source>
        <translation>&amp;Dimensione interfaccia:</translation>
    </message>
    <message>
        <source>Show &amp;symbols and letters on every colour (colour-blind friendly)</source>
        <translation>Mostra &amp;simboli e lettere su ogni colore (per daltonici)</translation>
    </message>
    <message>
        <source>Speed of &amp;moves:</source>
        <translation>Velocità delle &amp;mosse:</translation>
    </message>
    <message>
        <source>Speak the &amp;news for older screen readers (Orca 45 and earlier)</source>
        <translation>Leggi le &amp;notizie per i lettori di schermo meno recenti (Orca 45 e precedenti)</translation>
    </message>
    <message>
        <source>The other players&apos; moves, the turns and the results are announced; screen readers that do not speak announcements hear them as notifications. Newer ones would hear them twice.</source>
        <translation>Le mosse degli altri giocatori, i turni e i risultati sono annunciati; i lettori di schermo che non leggono gli annunci li sentono come notifiche. Quelli più recenti li sentirebbero due volte.</translation>
    </message>
    <message>
        <source>Off (show each move&apos;s result at once)</source>
        <translation>Disattivata (mostra subito il risultato di ogni mossa)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow (for teaching)</source>
        <translation>Lenta (per insegnare)</translation>
    </message>
    <message>
        <source>Presenter mode (Ctrl+Shift+P, or the Presenter button in the toolbar) uses the larger of the two sizes, raises the contrast and enlarges the game logs; the card games then offer a teacher&apos;s &quot;show all hands&quot; switch and explain each move.</source>
        <translation>La modalità presentazione (Ctrl+Shift+P, o il pulsante Presentazione nella barra degli strumenti) usa la più grande delle due dimensioni, alza il contrasto e ingrandisce la cronaca delle partite; inoltre i giochi di carte offrono all&apos;insegnante il comando &quot;mostra tutte le mani&quot; e spiegano ogni mossa.</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Dimensione interfaccia</translation>
    </message>
</context>
<context>
    <name>SetupChecklistPage</name>
    <message>
        <source>✔ All set: enjoy the game!</source>
        <translation>✔ Tutto pronto: buon divertimento!</translation>
    </message>
    <message>
        <source>%1 of %2 done</source>
        <translation>%1 di %2 fatti</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Livello:</translation>
    </message>
    <message>
        <source>Easy (%1 pieces)</source>
        <translation>Facile (%1 pezzi)</translation>
    </message>
    <message>
        <source>Hard (%1 pieces)</source>
        <translation>Difficile (%1 pezzi)</translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation>&amp;Togli tutte le spunte</translation>
    </message>
    <message>
        <source>Setup checklist: Tab to an item, Space ticks it</source>
        <translation>Preparazione: Tab per passare a una voce, Spazio per spuntarla</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Who plays seat %1</source>
        <extracomment>The drop-down entry of a seat played on a phone (a remote seat).</extracomment>
        <translation>Chi gioca al posto %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nome del posto %1</translation>
    </message>
    <message>
        <source>On a phone</source>
        <translation>Su un telefono</translation>
    </message>
</context>
<context>
    <name>SharedScreen</name>
    <message>
        <source>computer</source>
        <extracomment>Height kept for the list of seats, in interface pixels, before the QR code may be full size.</extracomment>
        <translation>computer</translation>
    </message>
    <message>
        <source>at the computer</source>
        <translation>al computer</translation>
    </message>
    <message>
        <source>waiting for a phone</source>
        <translation>in attesa di un telefono</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>telefono connesso</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>connessione persa</translation>
    </message>
    <message>
        <source>Play on your phone: scan the code or open</source>
        <extracomment>Everyone is seated: the join block is a compact corner unless the teacher opens it.</extracomment>
        <translation>Gioca sul tuo telefono: inquadra il codice o apri</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Codice del tavolo</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>Close the table for every phone</source>
        <translation>Chiudi il tavolo per tutti i telefoni</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nuovo codice</translation>
    </message>
    <message>
        <source>QR code</source>
        <translation>Codice QR</translation>
    </message>
    <message>
        <source>Show the QR code large again, for a phone that comes late</source>
        <translation>Mostra di nuovo il codice QR in grande, per un telefono che arriva tardi</translation>
    </message>
    <message>
        <source>Give the table a new code: the seated phones stay, anyone guessing starts again</source>
        <translation>Dai al tavolo un nuovo codice: i telefoni seduti restano, chi tira a indovinare ricomincia da capo</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Si aspetta %1</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libera</translation>
    </message>
    <message>
        <source>Free this seat: its phone leaves it and anyone may sit there</source>
        <translation>Libera questo posto: il suo telefono lo lascia e chiunque può sedersi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>A computer player plays this seat from now on</source>
        <translation>Da ora un giocatore computer gioca questo posto</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Escludi</translation>
    </message>
    <message>
        <source>Close this phone&apos;s connection: its seat is free, and the device may not join again until you let it in</source>
        <translation>Chiudi la connessione di questo telefono: il suo posto si libera e il dispositivo non può unirsi di nuovo finché non lo fai entrare</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Paused: the phones wait.</source>
        <translation>In pausa: i telefoni aspettano.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
</context>
<context>
    <name>SoloGuideEntry</name>
    <message>
        <source>Learn solo play by playing</source>
        <translation>Impara il solitario giocando</translation>
    </message>
</context>
<context>
    <name>SpeedBox</name>
    <message>
        <source>Instant</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Velocità del computer:</translation>
    </message>
</context>
<context>
    <name>StopwatchPage</name>
    <message>
        <source>Recto Verso stopwatch</source>
        <extracomment>The user&apos;s own choice to show the editor; until then it shows when there is room.</extracomment>
        <translation>Cronometro di Recto Verso</translation>
    </message>
    <message>
        <source>Time grid</source>
        <translation>Griglia dei tempi</translation>
    </message>
    <message>
        <source>Show or hide the time grid editor</source>
        <translation>Mostra o nascondi l&apos;editor della griglia dei tempi</translation>
    </message>
</context>
<context>
    <name>StopwatchTool</name>
    <message>
        <source>Slide in a card, then press Start (S)</source>
        <extracomment>The building time: read through ``self.clock`` (tests swap it), paused by the app&apos;s clock service.</extracomment>
        <translation>Infilate una carta, poi premete Via (S)</translation>
    </message>
    <message>
        <source>Recto! called: waiting for Verso!</source>
        <translation>Recto! gridato: si aspetta Verso!</translation>
    </message>
    <message>
        <source>Verso! called: waiting for Recto!</source>
        <translation>Verso! gridato: si aspetta Recto!</translation>
    </message>
    <message>
        <source>Building… call Recto! (R) and Verso! (V) when done</source>
        <translation>Costruite… gridate Recto! (R) e Verso! (V) quando avete finito</translation>
    </message>
    <message>
        <source>Over time: 0 points</source>
        <translation>Fuori tempo: 0 punti</translation>
    </message>
    <message numerus="yes">
        <source>Worth now: %n point(s) each</source>
        <translation>
            <numerusform>Vale ora: %n punto a testa</numerusform>
            <numerusform>Vale ora: %n punti a testa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If correct: %n point(s) each</source>
        <translation>
            <numerusform>Se è giusto: %n punto a testa</numerusform>
            <numerusform>Se è giusto: %n punti a testa</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped. Check both facades of the building.</source>
        <translation>Fermo. Controllate entrambe le facciate dell&apos;edificio.</translation>
    </message>
    <message>
        <source>Too slow: 0 points</source>
        <translation>Troppo lenti: 0 punti</translation>
    </message>
    <message>
        <source>Cancel (S)</source>
        <translation>Annulla (S)</translation>
    </message>
    <message>
        <source>Start (S)</source>
        <translation>Via (S)</translation>
    </message>
    <message>
        <source>Recto! (R)</source>
        <translation>Recto! (R)</translation>
    </message>
    <message>
        <source>Verso! (V)</source>
        <translation>Verso! (V)</translation>
    </message>
    <message>
        <source>Time on the stopwatch</source>
        <translation>Tempo sul cronometro</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>the side you never saw</source>
        <translation>il lato che non hai mai visto</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Gioca %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendi %1</translation>
    </message>
    <message>
        <source>Turn over %1</source>
        <translation>Gira %1</translation>
    </message>
    <message>
        <source>Steal %1 from %2</source>
        <translation>Ruba %1 a %2</translation>
    </message>
    <message>
        <source>Turn round %1 in your hand</source>
        <translation>Gira %1 nella tua mano</translation>
    </message>
    <message>
        <source>Turn round %1 in %2&apos;s hand</source>
        <translation>Gira %1 nella mano di %2</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>Scegli %1</translation>
    </message>
    <message>
        <source>The others see its other side.</source>
        <translation>Gli altri vedono l&apos;altro lato.</translation>
    </message>
    <message>
        <source>%1 sees its other side.</source>
        <translation>%1 vede l&apos;altro lato.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>in senso orario</translation>
    </message>
    <message>
        <source>anticlockwise</source>
        <translation>in senso antiorario</translation>
    </message>
    <message>
        <source>Turn order, %1: %2</source>
        <translation>Ordine di gioco, %1: %2</translation>
    </message>
    <message>
        <source>asked now</source>
        <translation>deve decidere</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>tiene %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>top: %1</source>
        <translation>in cima: %1</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>carta %1</translation>
    </message>
    <message>
        <source>named right</source>
        <translation>indovinata</translation>
    </message>
    <message>
        <source>shown now</source>
        <translation>mostrata a tutti</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>coperta</translation>
    </message>
    <message>
        <source>next to name</source>
        <translation>la prossima da nominare</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>jolly</translation>
    </message>
    <message>
        <source>%1 row</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Nobody sees the other side of the top card.</source>
        <translation>Nessuno vede l&apos;altro lato della carta in cima.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>The opponent turned %1 over: it shows %2</source>
        <translation>L&apos;avversario ha girato %1: ora mostra %2</translation>
    </message>
    <message>
        <source>Take %1 out of the series</source>
        <translation>Togli %1 dalla serie</translation>
    </message>
    <message>
        <source>Choose %1 for a series</source>
        <translation>Scegli %1 per una serie</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>plays now</source>
        <translation>è di turno</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, poi </translation>
    </message>
</context>
<context>
    <name>TableEndPage</name>
    <message>
        <source>%1 wins!</source>
        <extracomment>Who won, in one line (&quot;Ana wins!&quot;, &quot;You scored 41 points&quot;). Why, or how well: the game&apos;s own sentence (a tiebreak, a rank, the turn limit). The headers of the score cells, after &quot;Place&quot; and &quot;Player&quot;. Best first; none for a game played alone (its sentence and note say it all). Rich text under the scores (a ladder of ranks). The deal&apos;s number, so the class can replay it.</extracomment>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>A tie: %1 share the win</source>
        <translation>Parità: %1 condividono la vittoria</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <extracomment>A row under the buttons for what a game adds (Verso&apos;s solo guide).</extracomment>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <source>The same players, a new deal</source>
        <translation>Stessi giocatori, nuove carte</translation>
    </message>
    <message>
        <source>Replay this &amp;deal</source>
        <translation>Rigioca questa &amp;mano</translation>
    </message>
    <message>
        <source>The same players and the same cards, from the start</source>
        <translation>Gli stessi giocatori e le stesse carte, dall&apos;inizio</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Look at the &amp;table</source>
        <translation>Guarda il &amp;tavolo</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Mano n. %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
</context>
<context>
    <name>TableFiles</name>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partite salvate (*.json)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Cannot save %1 (%2).</source>
        <translation>Impossibile salvare %1 (%2).</translation>
    </message>
    <message>
        <source>Cannot save %1 (a name cannot be written to a file).</source>
        <translation>Impossibile salvare %1 (un nome non si può scrivere in un file).</translation>
    </message>
    <message>
        <source>Cannot open %1 (not a %2 game).</source>
        <translation>Impossibile aprire %1 (non è una partita di %2).</translation>
    </message>
</context>
<context>
    <name>TableGuide</name>
    <message>
        <source>Leave the guide</source>
        <extracomment>The running guide (None: the table plays as usual). The one-time offer: a line the new-game page made under its heading, so that it stands in the page&apos;s Tab order where it stands on the page.</extracomment>
        <translation>Lascia la guida</translation>
    </message>
    <message>
        <source>Leave the guided game? You can go on playing this game on your own.</source>
        <translation>Lasciare la partita guidata? Puoi continuare questa partita da solo.</translation>
    </message>
</context>
<context>
    <name>TableServer</name>
    <message>
        <source>Play on your phone</source>
        <translation>Gioca sul tuo telefono</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Codice del tavolo</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Entra al tavolo</translation>
    </message>
    <message>
        <source>Choose your seat</source>
        <translation>Scegli il tuo posto</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libero</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>occupato</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>at the computer</source>
        <translation>al computer</translation>
    </message>
    <message>
        <source>Just watch</source>
        <translation>Guarda soltanto</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <translation>Stai guardando questo tavolo.</translation>
    </message>
    <message>
        <source>Your hand (the sides you see)</source>
        <translation>La tua mano (i lati che vedi)</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>The others&apos; hands (the sides facing you)</source>
        <translation>Le mani degli altri (i lati rivolti verso di te)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>Not your turn: watch the table.</source>
        <translation>Non è il tuo turno: guarda il tavolo.</translation>
    </message>
    <message>
        <source>Which side will face you?</source>
        <translation>Quale lato sarà rivolto verso di te?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Connessione persa; nuovo tentativo…</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Il tavolo è chiuso.</translation>
    </message>
    <message>
        <source>Join another table</source>
        <translation>Entra in un altro tavolo</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Che cosa è successo</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Le tue scelte</translation>
    </message>
    <message>
        <source>Your rows</source>
        <translation>Le tue file</translation>
    </message>
    <message>
        <source>no card yet</source>
        <translation>ancora nessuna carta</translation>
    </message>
    <message>
        <source>Shown now</source>
        <translation>Mostrata ora</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Coperte</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Nominate</translation>
    </message>
    <message>
        <source>Your action card</source>
        <translation>La tua Carta Azione</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Cronometro</translation>
    </message>
    <message>
        <source>You called at</source>
        <translation>Hai chiamato a</translation>
    </message>
    <message>
        <source>Build at the computer or with the pieces; the round ends when both builders have called.</source>
        <translation>Costruite al computer o con i pezzi; il turno finisce quando entrambi i costruttori hanno chiamato.</translation>
    </message>
    <message>
        <source>Paused by the teacher</source>
        <translation>Pausa decisa dall’insegnante</translation>
    </message>
    <message>
        <source>Wait a moment: the game goes on when the teacher resumes it.</source>
        <translation>Aspettate un momento: la partita riprende quando l’insegnante la fa ripartire.</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Gioca: {card}</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Prendi: {card}</translation>
    </message>
    <message>
        <source>Flip {card}</source>
        <translation>Gira: {card}</translation>
    </message>
    <message>
        <source>Flip {card} in your hand</source>
        <translation>Gira {card} nella tua mano</translation>
    </message>
    <message>
        <source>Flip {card} in the hand of {player}</source>
        <translation>Gira {card} nella mano di {player}</translation>
    </message>
    <message>
        <source>Take {card} from {player} and keep seeing this side</source>
        <translation>Prendi {card} da {player} e continua a vedere questo lato</translation>
    </message>
    <message>
        <source>Take {card} from {player} and turn it round</source>
        <translation>Prendi {card} da {player} e girala</translation>
    </message>
    <message>
        <source>You build with {partner}. Look only at the front: call “Recto!” when it matches.</source>
        <translation>Costruisci con {partner}. Guarda solo il davanti: chiama «Recto!» quando corrisponde.</translation>
    </message>
    <message>
        <source>You build with {partner}. Look only at the back: call “Verso!” when it matches.</source>
        <translation>Costruisci con {partner}. Guarda solo il retro: chiama «Verso!» quando corrisponde.</translation>
    </message>
    <message>
        <source>{builders} are building. Watch both facades.</source>
        <translation>{builders} stanno costruendo. Guarda entrambe le facciate.</translation>
    </message>
    <message>
        <source>Round {round}: {builders} build. The card stays face down until the round begins.</source>
        <translation>Turno {round}: costruiscono {builders}. La carta resta coperta finché il turno non comincia.</translation>
    </message>
    <message>
        <source>{builders} have both called. Does their building match the whole card?</source>
        <translation>{builders} hanno chiamato entrambi. La loro costruzione corrisponde a tutta la carta?</translation>
    </message>
    <message>
        <source>Most points: {players}</source>
        <translation>Più punti: {players}</translation>
    </message>
    <message>
        <source>Recto!</source>
        <translation>Recto!</translation>
    </message>
    <message>
        <source>Verso!</source>
        <translation>Verso!</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>Round {round}: {builders} built the card in {time}. Points for each: {points}.</source>
        <translation>Turno {round}: {builders} hanno costruito la carta in {time}. Punti a testa: {points}.</translation>
    </message>
    <message>
        <source>Round {round}: {builders} called at {time}, but the building has mistakes. No points.</source>
        <translation>Turno {round}: {builders} hanno chiamato a {time}, ma la costruzione ha degli errori. Nessun punto.</translation>
    </message>
    <message>
        <source>Stage {stage} cleared in {time}: on to the next stage.</source>
        <translation>Gradino {stage} superato in {time}: avanti con il prossimo.</translation>
    </message>
    <message>
        <source>Stage {stage} not cleared ({time}): try it again.</source>
        <translation>Gradino {stage} non superato ({time}): riprovate.</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tempo rimasto</translation>
    </message>
    <message>
        <source>Look at the building and the card: is every facade right?</source>
        <translation>Guarda la costruzione e la carta: ogni facciata è giusta?</translation>
    </message>
    <message>
        <source>The table is checking the building against the card.</source>
        <translation>Il tavolo sta confrontando la costruzione con la carta.</translation>
    </message>
    <message>
        <source>It matches the card</source>
        <translation>Corrisponde alla carta</translation>
    </message>
    <message>
        <source>There is a mistake</source>
        <translation>C&apos;è un errore</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Pesca una carta</translation>
    </message>
    <message>
        <source>Stop and recite your sequence</source>
        <translation>Fermati e ripeti la tua sequenza</translation>
    </message>
    <message>
        <source>Rob {player}&apos;s won pile</source>
        <translation>Ruba dal bottino di {player}</translation>
    </message>
    <message>
        <source>Play Switch</source>
        <translation>Gioca Switch</translation>
    </message>
    <message>
        <source>Keep your Switch</source>
        <translation>Tieni il tuo Switch</translation>
    </message>
    <message>
        <source>Bear: {card}</source>
        <translation>Orso: {card}</translation>
    </message>
    <message>
        <source>Keep your Bear</source>
        <translation>Tieni il tuo Orso</translation>
    </message>
    <message>
        <source>Draw your first card.</source>
        <translation>Pesca la tua prima carta.</translation>
    </message>
    <message>
        <source>Draw another card, or stop and recite your sequence.</source>
        <translation>Pesca un&apos;altra carta, oppure fermati e ripeti la tua sequenza.</translation>
    </message>
    <message>
        <source>Draws owed: {count}. Draw again.</source>
        <translation>Carte ancora da pescare: {count}. Pesca di nuovo.</translation>
    </message>
    <message>
        <source>Hibernate: stop now and recite your sequence.</source>
        <translation>Letargo: fermati ora e ripeti la tua sequenza.</translation>
    </message>
    <message>
        <source>The draw pile is empty: stop and recite your sequence.</source>
        <translation>Il mazzo è vuoto: fermati e ripeti la tua sequenza.</translation>
    </message>
    <message>
        <source>Steal 2: choose whose won pile to rob.</source>
        <translation>Ruba 2: scegli il bottino da cui rubare.</translation>
    </message>
    <message>
        <source>{player} stopped. Play Switch to swap the first and last cards of the sequence?</source>
        <translation>{player} si è fermato. Giocare Switch per scambiare la prima e l&apos;ultima carta della sequenza?</translation>
    </message>
    <message>
        <source>Call Bear: name the next card of {player}&apos;s sequence, or let it go.</source>
        <translation>Chiama Orso: nomina la prossima carta della sequenza di {player}, oppure lascia perdere.</translation>
    </message>
    <message>
        <source>Memory test: which is the next card of your sequence (the last one laid)?</source>
        <translation>Prova di memoria: qual è la prossima carta della tua sequenza (l&apos;ultima posata)?</translation>
    </message>
    <message>
        <source>{player} is drawing.</source>
        <translation>{player} sta pescando.</translation>
    </message>
    <message>
        <source>{player} is reciting the sequence.</source>
        <translation>{player} sta ripetendo la sequenza.</translation>
    </message>
    <message>
        <source>{player} is deciding.</source>
        <translation>{player} sta decidendo.</translation>
    </message>
    <message>
        <source>Your sequence</source>
        <translation>La tua sequenza</translation>
    </message>
    <message>
        <source>{player}&apos;s sequence</source>
        <translation>Sequenza di {player}</translation>
    </message>
    <message>
        <source>Take {card} as shown</source>
        <translation>Prendi {card} così com&apos;è</translation>
    </message>
    <message>
        <source>Flip {card} and take it</source>
        <translation>Gira {card} e prendila</translation>
    </message>
    <message>
        <source>Bank no last series</source>
        <translation>Non incassare un&apos;ultima serie</translation>
    </message>
    <message>
        <source>Take the top card as shown, flip it and take it, or bank a series.</source>
        <translation>Prendi la carta in cima così com&apos;è, girala e prendila, oppure incassa una serie.</translation>
    </message>
    <message>
        <source>The draw pile is empty: bank one last series, or pass.</source>
        <translation>Il mazzo è vuoto: incassa un&apos;ultima serie, oppure passa.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>Tocca a {player}.</translation>
    </message>
    <message>
        <source>That message is too long.</source>
        <translation>Questo messaggio è troppo lungo.</translation>
    </message>
    <message>
        <source>Only text messages are understood.</source>
        <translation>Si capiscono solo messaggi di testo.</translation>
    </message>
    <message>
        <source>That message could not be read.</source>
        <translation>Non è stato possibile leggere questo messaggio.</translation>
    </message>
    <message>
        <source>That request is not known.</source>
        <translation>Questa richiesta non è conosciuta.</translation>
    </message>
    <message>
        <source>That request is incomplete or has a wrong value.</source>
        <translation>Questa richiesta è incompleta o contiene un valore errato.</translation>
    </message>
    <message>
        <source>That message holds characters that cannot be read.</source>
        <translation>Questo messaggio contiene caratteri illeggibili.</translation>
    </message>
    <message>
        <source>There is no table with this code. Check the code on the shared screen.</source>
        <translation>Nessun tavolo ha questo codice. Controlla il codice sullo schermo condiviso.</translation>
    </message>
    <message>
        <source>Join the table with its code first.</source>
        <translation>Prima entra al tavolo con il suo codice.</translation>
    </message>
    <message>
        <source>There is no such seat for a phone at this table.</source>
        <translation>A questo tavolo non c&apos;è questo posto per un telefono.</translation>
    </message>
    <message>
        <source>Someone else sits there. Choose another seat.</source>
        <translation>Lì è seduto qualcun altro. Scegli un altro posto.</translation>
    </message>
    <message>
        <source>Take a seat first.</source>
        <translation>Prima prendi un posto.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>The game moved on; here it is as it stands.</source>
        <translation>La partita è andata avanti; eccola com&apos;è ora.</translation>
    </message>
    <message>
        <source>That move is not one of the moves offered.</source>
        <translation>Questa mossa non è tra quelle proposte.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
    <message>
        <source>Too many messages at once; wait a moment.</source>
        <translation>Troppi messaggi insieme; aspetta un momento.</translation>
    </message>
    <message>
        <source>Your seat was taken back on another device.</source>
        <translation>Il tuo posto è stato ripreso su un altro dispositivo.</translation>
    </message>
    <message>
        <source>The table was closed on the computer.</source>
        <translation>Il tavolo è stato chiuso sul computer.</translation>
    </message>
    <message>
        <source>The game is paused on the computer. Wait a moment.</source>
        <translation>La partita è in pausa sul computer. Aspetta un momento.</translation>
    </message>
    <message>
        <source>Only this round&apos;s two builders call, each for their own facade.</source>
        <translation>Chiamano solo i due costruttori di questo turno, ognuno per la propria facciata.</translation>
    </message>
    <message>
        <source>No round is being built right now.</source>
        <translation>In questo momento non si sta costruendo nessun turno.</translation>
    </message>
    <message>
        <source>You have already called this round.</source>
        <translation>Avete già chiamato in questo turno.</translation>
    </message>
    <message>
        <source>The players who do not build this round say whether the building is right.</source>
        <translation>Sono i giocatori che non costruiscono in questo turno a dire se la costruzione è giusta.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this device. Wait a few seconds and try again.</source>
        <translation>Troppi codici sbagliati da questo dispositivo. Aspetta qualche secondo e riprova.</translation>
    </message>
    <message>
        <source>This device may not join the table now. Ask the teacher.</source>
        <translation>Questo dispositivo ora non può unirsi al tavolo. Chiedi all&apos;insegnante.</translation>
    </message>
    <message>
        <source>This device already holds a seat at this table.</source>
        <translation>Questo dispositivo occupa già un posto a questo tavolo.</translation>
    </message>
    <message>
        <source>The teacher closed this phone&apos;s connection.</source>
        <translation>L&apos;insegnante ha chiuso la connessione di questo telefono.</translation>
    </message>
    <message>
        <source>This connection did not join the table in time.</source>
        <translation>Questa connessione non si è unita al tavolo in tempo.</translation>
    </message>
    <message>
        <source>This phone did not keep up with the table; reconnect to play on.</source>
        <translation>Questo telefono non ha tenuto il passo con il tavolo; riconnettiti per continuare a giocare.</translation>
    </message>
    <message>
        <source>Your seat was freed on the computer. Choose a seat to play again.</source>
        <translation>Il tuo posto è stato liberato sul computer. Scegli un posto per giocare di nuovo.</translation>
    </message>
    <message>
        <source>A computer player now plays your seat. You can watch or choose a free seat.</source>
        <translation>Ora un giocatore computer gioca il tuo posto. Puoi guardare o scegliere un posto libero.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partita riprende.</translation>
    </message>
    <message>
        <source>Bank {colour} {values} (+{points} points)</source>
        <translation>Incassa la serie {colour} {values} (+{points} punti)</translation>
    </message>
    <message>
        <source>Bank {colour} {values} as your last series (+{points} points)</source>
        <translation>Incassa la serie {colour} {values} come ultima serie (+{points} punti)</translation>
    </message>
    <message>
        <source>you</source>
        <extracomment>after the player&apos;s own name in the list of points: Ana (you)</extracomment>
        <translation>tu</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>read out before the name of the player whose turn it is</extracomment>
        <translation>di turno</translation>
    </message>
    <message>
        <source>Your turn, once the teacher resumes the game</source>
        <translation>Tocca a te, appena l’insegnante riprende la partita</translation>
    </message>
    <message>
        <source>Sent: waiting for the table…</source>
        <translation>Inviato: in attesa del tavolo…</translation>
    </message>
    <message>
        <source>Sent</source>
        <extracomment>a badge on the button just tapped, until the table answers</extracomment>
        <translation>Inviato</translation>
    </message>
    <message>
        <source>Still waiting for the table…</source>
        <translation>Il tavolo non ha ancora risposto…</translation>
    </message>
    <message>
        <source>Connection lost; trying again… Your move goes again if the table still waits for it.</source>
        <translation>Connessione persa; nuovo tentativo… La tua mossa ripartirà se il tavolo la aspetta ancora.</translation>
    </message>
    <message>
        <source>Your last move is still on its way: wait for the table.</source>
        <translation>La tua ultima mossa è ancora in viaggio: aspetta la risposta del tavolo.</translation>
    </message>
    <message>
        <source>The table moved on before your move arrived: look, then choose again.</source>
        <translation>La partita è andata avanti prima che arrivasse la tua mossa: guarda, poi scegli di nuovo.</translation>
    </message>
    <message>
        <source>just played</source>
        <extracomment>under a card in the centre: the last card played</extracomment>
        <translation>appena giocata</translation>
    </message>
    <message>
        <source>Call sent: waiting for the table…</source>
        <translation>Chiamata inviata: in attesa del tavolo…</translation>
    </message>
    <message>
        <source>Stopwatch (stopped)</source>
        <translation>Cronometro (fermo)</translation>
    </message>
    <message>
        <source>The round is not running: you can call once its card is revealed.</source>
        <translation>Il turno non è in corso: potrai chiamare quando la sua carta sarà scoperta.</translation>
    </message>
    <message>
        <source>{bank}, keeping {cards} in your row</source>
        <translation>{bank}, tenendo {cards} nella tua fila</translation>
    </message>
    <message>
        <source>{bank}, with {cards} of your row</source>
        <translation>{bank}, con {cards} della tua fila</translation>
    </message>
    <message>
        <source>joker</source>
        <extracomment>a Verso card with no number, in a series such as 2-joker-4</extracomment>
        <translation>jolly</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>jolly {colour}</translation>
    </message>
    <message>
        <source>{card}, worth {points}</source>
        <extracomment>a card and its points: Blue 3, worth 3</extracomment>
        <translation>{card}, vale {points}</translation>
    </message>
    <message>
        <source>the joker worth {points}</source>
        <translation>il jolly che vale {points}</translation>
    </message>
    <message>
        <source>the joker in place {place}</source>
        <extracomment>place 1 is the first card of the row</extracomment>
        <translation>il jolly in posizione {place}</translation>
    </message>
    <message>
        <source>Points banked</source>
        <translation>Punti incassati</translation>
    </message>
    <message>
        <source>Points in front of you</source>
        <translation>Punti davanti a te</translation>
    </message>
    <message>
        <source>What you see</source>
        <extracomment>heading over the game&apos;s own text of what this player sees</extracomment>
        <translation>Quello che vedi</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Le tue mosse</translation>
    </message>
    <message>
        <source>Choose one of your moves.</source>
        <translation>Scegli una delle tue mosse.</translation>
    </message>
    <message>
        <source>Winner: {players}</source>
        <translation>Vittoria di {players}</translation>
    </message>
    <message>
        <source>Shared win: {players}</source>
        <extracomment>the game ended in a tie between these players</extracomment>
        <translation>Vittoria condivisa: {players}</translation>
    </message>
</context>
<context>
    <name>TableSetupPage</name>
    <message>
        <source>New game of %1</source>
        <extracomment>The highest deal number the page offers. The heading&apos;s row: a game may set a picture beside it (:meth:`set_picture`). The guided game&apos;s one-time offer, under the heading (docs/ARCHITECTURE.md). The row of the number of players: a game may add a button beside it. How long computer players wait before each move (every table&apos;s one setting).</extracomment>
        <translation>Nuova partita di %1</translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation>Riprendi la partita in corso</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Apri una partita salvata…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Numero di giocatori:</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>Sta&amp;rt the game</source>
        <translation>&amp;Inizia la partita</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Posto %1:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
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
        <translation>Annulla la tua ultima azione</translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+S / Ctrl+O</source>
        <translation>Ctrl+N / Ctrl+S / Ctrl+O</translation>
    </message>
    <message>
        <source>New game / save / load</source>
        <translation>Nuova partita / salva / carica</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Play the computer&apos;s next move (teach mode)</source>
        <translation>Gioca la prossima mossa del computer (modalità insegnamento)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), until a card was revealed or someone else played</source>
        <translation>Annulla la tua ultima mossa (Ctrl+Z), finché nessuna carta è stata rivelata e nessun altro ha giocato</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>This game cannot be played on phones yet.</source>
        <translation>Questo gioco non si può ancora giocare sui telefoni.</translation>
    </message>
    <message>
        <source>The table could not be offered to phones at %1: %2</source>
        <translation>Non è stato possibile offrire il tavolo ai telefoni all&apos;indirizzo %1: %2</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>The phones leave the table and the game goes on here. Who plays their seats now?</source>
        <translation>I telefoni lasciano il tavolo e la partita continua qui. Chi gioca ora i loro posti?</translation>
    </message>
    <message>
        <source>People at this computer</source>
        <translation>Persone a questo computer</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Giocatori computer</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Cronaca</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Tavolo di %1</translation>
    </message>
</context>
<context>
    <name>VersoBankNote</name>
    <message numerus="yes">
        <source>%1 banked %n cards</source>
        <translation>
            <numerusform>%1 ha incassato %n carta</numerusform>
            <numerusform>%1 ha incassato %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1&apos;s cards flipped</source>
        <translation>
            <numerusform>%n carta di %1 girata</numerusform>
            <numerusform>%n carte di %1 girate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>VersoCardTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>scene width in card units (a card is 63 × 88) one opponent&apos;s line how far a selected card rises How long after a move arrives its animation starts: one frame at 60 Hz. How long a bank&apos;s sentence and the cards it turned stay marked once the table is still. What the table shows changed (cards, choices, the cursor): its accessible model follows. A turn began to play on the table (busy until ``idle``). Multiplies every animation&apos;s length (the speed of moves; tests run them fast). The bank last shown and the neighbours&apos; cards it turned, marked until the next action or for :data:`BANK_NOTE_MS` once the table is still. Starts a move&apos;s animation one frame after the move arrived (see :meth:`show_view`). Screen pixels per scene unit, estimated before laying out so labels can keep their size. Where the things a guided game points at lie, in scene coordinates (&quot;pile&quot;, &quot;discard&quot;, &quot;row:blue&quot;, &quot;seat:1&quot;...), as the last layout put them.</extracomment>
        <translation>Giocatore %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carta rimasta</numerusform>
            <numerusform>%n carte rimaste</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>other side: ?</source>
        <translation>altro lato: ?</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>higher: you flip
your highest card
of that colour</source>
        <translation>più alto: giri
la tua carta più alta
di quel colore</translation>
    </message>
    <message>
        <source>not higher:
nothing happens</source>
        <translation>non più alto:
non succede niente</translation>
    </message>
    <message>
        <source>a joker:
nothing happens</source>
        <translation>un jolly:
non succede niente</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Square! %1 scores 7</source>
        <translation>Quadrato! %1 fa 7 punti</translation>
    </message>
    <message>
        <source>The draw pile is empty:
one last series each</source>
        <translation>Il mazzo è vuoto:
un&apos;ultima serie a testa</translation>
    </message>
</context>
<context>
    <name>VersoEnding</name>
    <message>
        <source>35 is an average game; the designers&apos; best is 64.</source>
        <translation>35 è una partita nella media; il record degli autori è 64.</translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s)</source>
        <translation>
            <numerusform>Hai fatto %n punto</numerusform>
            <numerusform>Hai fatto %n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VersoScores</name>
    <message>
        <source>banked: %1</source>
        <translation>incassati: %1</translation>
    </message>
    <message>
        <source>in front: %1</source>
        <translation>davanti: %1</translation>
    </message>
</context>
<context>
    <name>VersoSeries</name>
    <message>
        <source>Select two or more cards of one colour.</source>
        <translation>Scegli due o più carte di un colore.</translation>
    </message>
    <message>
        <source>A series has at most six cards.</source>
        <translation>Una serie ha al massimo sei carte.</translation>
    </message>
    <message>
        <source>A series is all one colour.</source>
        <translation>Una serie è tutta di un colore.</translation>
    </message>
    <message>
        <source>A series needs at least one numbered card.</source>
        <translation>Una serie deve avere almeno una carta con un numero.</translation>
    </message>
    <message>
        <source>Two cards have the same value.</source>
        <translation>Due carte hanno lo stesso valore.</translation>
    </message>
    <message>
        <source>These values do not follow on, even with jokers filling the gaps.</source>
        <translation>Questi valori non sono consecutivi, nemmeno con i jolly nei buchi.</translation>
    </message>
    <message>
        <source>It is not your turn to bank.</source>
        <translation>Non è il tuo turno di incassare.</translation>
    </message>
</context>
<context>
    <name>VersoTableView</name>
    <message>
        <source>%1 / Enter</source>
        <translation>%1 / Invio</translation>
    </message>
    <message numerus="yes">
        <source>Deal number %1 · %n card(s) left</source>
        <translation>
            <numerusform>Mano n. %1 · %n carta rimasta</numerusform>
            <numerusform>Mano n. %1 · %n carte rimaste</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>%1: the pile is empty. Bank one last series, or pass.</source>
        <translation>%1: il mazzo è vuoto. Incassa un&apos;ultima serie, oppure passa.</translation>
    </message>
    <message>
        <source>Your turn: take the top card as shown or flipped, or bank a series.</source>
        <translation>Tocca a te: prendi la carta in cima così com&apos;è o girata, oppure incassa una serie.</translation>
    </message>
    <message>
        <source>%1, your turn: take the top card or bank a series.</source>
        <translation>%1, tocca a te: prendi la carta in cima o incassa una serie.</translation>
    </message>
    <message>
        <source>Your turn, %1: take the top card or bank a series.</source>
        <translation>Tocca a te, %1: prendi la carta in cima o incassa una serie.</translation>
    </message>
    <message>
        <source>You hold the card shown, so you must flip it.</source>
        <translation>Hai già la carta mostrata, quindi devi girarla.</translation>
    </message>
    <message>
        <source>Click your cards (or arrows and Space) to choose a series of one colour.</source>
        <translation>Fai clic sulle tue carte (o frecce e Spazio) per scegliere una serie di un colore.</translation>
    </message>
    <message numerus="yes">
        <source>✓ %1 %2: %n point(s)</source>
        <translation>
            <numerusform>✓ %1 %2: %n punto</numerusform>
            <numerusform>✓ %1 %2: %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>+ %1 for the square</source>
        <translation>+ %1 per il quadrato</translation>
    </message>
    <message>
        <source>order %1</source>
        <translation>ordine %1</translation>
    </message>
    <message>
        <source>&amp;Take as shown</source>
        <translation>Prendi &amp;così</translation>
    </message>
    <message>
        <source>&amp;Flip and take</source>
        <translation>&amp;Gira e prendi</translation>
    </message>
    <message>
        <source>&amp;Bank series</source>
        <translation>Incassa se&amp;rie</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passa</translation>
    </message>
    <message>
        <source>Where the jokers stand decides which two cards are discarded</source>
        <translation>La posizione dei jolly decide quali due carte si scartano</translation>
    </message>
    <message>
        <source>Take the top card as shown</source>
        <extracomment>The shell&apos;s presenter strip and log, under the names every card table&apos;s view offers. What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;).</extracomment>
        <translation>Prendi la carta in cima così com&apos;è</translation>
    </message>
    <message>
        <source>Flip the top card and take it</source>
        <translation>Gira la carta in cima e prendila</translation>
    </message>
    <message>
        <source>← →  ↑ ↓</source>
        <translation>← →  ↑ ↓</translation>
    </message>
    <message>
        <source>Move between your cards (↑ ↓ change colour)</source>
        <translation>Spostati tra le tue carte (↑ ↓ cambiano colore)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Choose or drop the card with the focus for a series</source>
        <translation>Aggiungi o togli la carta selezionata dalla serie</translation>
    </message>
    <message>
        <source>Bank the chosen series</source>
        <translation>Incassa la serie scelta</translation>
    </message>
    <message>
        <source>Pass (bank no last series once the pile is empty)</source>
        <translation>Passa (nessuna ultima serie, quando il mazzo è vuoto)</translation>
    </message>
    <message>
        <source>%1 (computer) is playing…</source>
        <translation>%1 (computer) sta giocando…</translation>
    </message>
    <message>
        <source>Solo: after each of your actions a simulated opponent turns the top card of the pile.</source>
        <translation>In solitario: dopo ogni tua azione un avversario simulato gira la carta in cima al mazzo.</translation>
    </message>
    <message>
        <source>&amp;Take %1 as shown</source>
        <extracomment>The face on top of the draw pile, which Take and Flip name (None once the pile is empty). The series chosen, which Bank names (None while the cards chosen make none).</extracomment>
        <translation>Prendi %1 &amp;così</translation>
    </message>
    <message>
        <source>&amp;Flip %1 and take it</source>
        <translation>&amp;Gira %1 e prendila</translation>
    </message>
    <message>
        <source>&amp;Bank %1</source>
        <translation>Incassa se&amp;rie %1</translation>
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
        <translation>G</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>Letter in the dog card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>F</source>
        <extracomment>Letter in the fish card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Letter in the owl card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>F</translation>
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
        <translation>Esci dallo schermo intero (Esc)</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <source>Show this tool alone on the whole screen; Esc comes back</source>
        <translation>Mostra solo questo strumento a tutto schermo; Esc per tornare</translation>
    </message>
    <message>
        <source>Shown full screen. Press Esc there to come back.</source>
        <translation>A schermo intero. Premi Esc lì per tornare.</translation>
    </message>
</context>
<context>
    <name>dj05135</name>
    <message>
        <source>the next player misses a turn</source>
        <translation>il giocatore seguente perde il turno</translation>
    </message>
    <message>
        <source>play goes the other way round</source>
        <translation>il giro cambia direzione</translation>
    </message>
    <message>
        <source>turn over 3 centre cards, then take one</source>
        <translation>gira 3 carte del centro, poi prendine una</translation>
    </message>
    <message>
        <source>turn round one card in anybody&apos;s hand, yours too</source>
        <translation>gira una carta nella mano di chiunque, anche nella tua</translation>
    </message>
    <message>
        <source>take a card from another player instead of from the centre; they take one from the centre</source>
        <translation>prendi una carta da un altro giocatore invece che dal centro; quel giocatore ne prende una dal centro</translation>
    </message>
    <message>
        <source>no action; a hand of magnifiers wins a point too</source>
        <translation>nessuna azione; anche una mano tutta di lenti fa un punto</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>player {number}</source>
        <translation>giocatore {number}</translation>
    </message>
    <message>
        <source>plays card #{tag} from their hand</source>
        <translation>gioca dalla sua mano la carta #{tag}</translation>
    </message>
    <message>
        <source>flips centre card #{tag}</source>
        <translation>gira la carta #{tag} del centro</translation>
    </message>
    <message>
        <source>flips card #{tag} in the hand of {player}</source>
        <translation>gira la carta #{tag} nella mano di {player}</translation>
    </message>
    <message>
        <source>takes card #{tag} from {player}, turning it round</source>
        <translation>prende la carta #{tag} da {player}, girandola</translation>
    </message>
    <message>
        <source>takes centre card #{tag}</source>
        <translation>prende la carta #{tag} dal centro</translation>
    </message>
    <message>
        <source>takes card #{tag} from {player}, keeping the side they saw</source>
        <translation>prende la carta #{tag} da {player}, tenendo il lato che vedeva</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>orso</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>gatto</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>cane</translation>
    </message>
    <message>
        <source>fish</source>
        <translation>pesce</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>gufo</translation>
    </message>
    <message>
        <source>rabbit</source>
        <translation>coniglio</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>salta</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>inversione</translation>
    </message>
    <message>
        <source>flip 3</source>
        <translation>gira 3</translation>
    </message>
    <message>
        <source>flip 1</source>
        <translation>gira 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>furto</translation>
    </message>
    <message>
        <source>magnifier</source>
        <translation>lente</translation>
    </message>
    <message>
        <source>the bear</source>
        <translation>l&apos;orso</translation>
    </message>
    <message>
        <source>the cat</source>
        <translation>il gatto</translation>
    </message>
    <message>
        <source>the dog</source>
        <translation>il cane</translation>
    </message>
    <message>
        <source>the fish</source>
        <translation>il pesce</translation>
    </message>
    <message>
        <source>the owl</source>
        <translation>il gufo</translation>
    </message>
    <message>
        <source>the rabbit</source>
        <translation>il coniglio</translation>
    </message>
    <message>
        <source>the magnifier</source>
        <translation>la lente</translation>
    </message>
    <message>
        <source>{animal} ({pictogram})</source>
        <translation>{animal} ({pictogram})</translation>
    </message>
    <message>
        <source>the {animal}</source>
        <translation>{animal}</translation>
    </message>
    <message>
        <source>On your turn you play one card from your hand into the centre; its picture, if any, acts.</source>
        <translation>Al tuo turno giochi al centro una carta della tua mano; il suo pittogramma, se c&apos;è, fa effetto.</translation>
    </message>
    <message>
        <source>Skip: the next player misses a turn.</source>
        <translation>Salta: il giocatore seguente perde il turno.</translation>
    </message>
    <message>
        <source>Reverse: play goes the other way round the table.</source>
        <translation>Inversione: il giro cambia direzione.</translation>
    </message>
    <message>
        <source>Flip 3: turn over three cards in the centre before you take one.</source>
        <translation>Gira 3: giri tre carte del centro prima di prenderne una.</translation>
    </message>
    <message>
        <source>Flip 1: turn over one card in any player&apos;s hand.</source>
        <translation>Gira 1: giri una carta nella mano di un giocatore qualsiasi.</translation>
    </message>
    <message>
        <source>Steal: instead of taking from the centre, take a card from another player&apos;s hand, turned the way you choose; that player takes one from the centre at once.</source>
        <translation>Furto: invece di prendere dal centro, prendi una carta dalla mano di un altro giocatore, girata come vuoi tu; quel giocatore ne prende subito una dal centro.</translation>
    </message>
    <message>
        <source>Then you take one card from the centre; it keeps the side that faces you.</source>
        <translation>Poi prendi una carta dal centro; il lato che vedevi resta rivolto verso di te.</translation>
    </message>
    <message>
        <source>A hand scores 1 point at the end of its owner&apos;s turn when every card shows the same animal (or every card the magnifier) on the side the owner sees.</source>
        <translation>Una mano fa 1 punto alla fine del turno di chi la tiene se tutte le carte mostrano lo stesso animale (o tutte la lente) dal lato che vede chi la tiene.</translation>
    </message>
    <message>
        <source>The first player with 3 points wins.</source>
        <translation>Vince il primo giocatore che arriva a 3 punti.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>you saw {before}, now you see {after}</source>
        <translation>vedevi {before}, ora vedi {after}</translation>
    </message>
    <message>
        <source>{count} points</source>
        <translation>{count} punti</translation>
    </message>
    <message>
        <source>you still see {face}</source>
        <translation>vedi ancora {face}</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <source>{player} plays {face}.</source>
        <translation>{player} gioca la carta {face}.</translation>
    </message>
    <message>
        <source>{player} will miss the next turn.</source>
        <translation>{player} perderà il prossimo turno.</translation>
    </message>
    <message>
        <source>Play now goes the other way (anticlockwise).</source>
        <translation>Ora il giro cambia direzione (senso antiorario).</translation>
    </message>
    <message>
        <source>{player} flips a centre card: {before} becomes {after}.</source>
        <translation>{player} gira una carta del centro: {before} diventa {after}.</translation>
    </message>
    <message>
        <source>{player} flips a card in {other}&apos;s hand: {change}.</source>
        <translation>{player} gira una carta nella mano di {other}: {change}.</translation>
    </message>
    <message>
        <source>{player} takes a card from {other}&apos;s hand: {change}.</source>
        <translation>{player} prende una carta dalla mano di {other}: {change}.</translation>
    </message>
    <message>
        <source>{player} takes {face} from the centre.</source>
        <translation>{player} prende dal centro la carta {face}.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all {player}&apos;s cards show {shown} on your side.</source>
        <translation>{player} fa un punto ({points}): tutte le carte di {player} mostrano {shown} dal tuo lato.</translation>
    </message>
    <message>
        <source>{player} wins with 3 points!</source>
        <translation>{player} vince con 3 punti!</translation>
    </message>
    <message>
        <source>The turn limit is reached; the most points: {players}.</source>
        <translation>Raggiunto il limite di turni; il maggior numero di punti: {players}.</translation>
    </message>
    <message>
        <source>{player} plays {face} (you saw its other side, {other}).</source>
        <translation>{player} gioca la carta {face} (tu vedevi il suo altro lato, {other}).</translation>
    </message>
    <message>
        <source>You play {face}.</source>
        <translation>Giochi la carta {face}.</translation>
    </message>
    <message>
        <source>You miss your next turn.</source>
        <translation>Perdi il tuo prossimo turno.</translation>
    </message>
    <message>
        <source>Play now goes the other way (clockwise).</source>
        <translation>Ora il giro cambia direzione (senso orario).</translation>
    </message>
    <message>
        <source>You flip a centre card: {before} becomes {after}.</source>
        <translation>Giri una carta del centro: {before} diventa {after}.</translation>
    </message>
    <message>
        <source>{player} flips one of their own cards: {change}.</source>
        <translation>{player} gira una delle sue carte: {change}.</translation>
    </message>
    <message>
        <source>{player} flips one of your cards: {change}.</source>
        <translation>{player} gira una delle tue carte: {change}.</translation>
    </message>
    <message>
        <source>You flip a card in {other}&apos;s hand: {change}.</source>
        <translation>Giri una carta nella mano di {other}: {change}.</translation>
    </message>
    <message>
        <source>{player} takes a card from your hand: {change}.</source>
        <translation>{player} prende una carta dalla tua mano: {change}.</translation>
    </message>
    <message>
        <source>You take a card from {other}&apos;s hand: {change}.</source>
        <translation>Prendi una carta dalla mano di {other}: {change}.</translation>
    </message>
    <message>
        <source>{player} takes {face} from the centre; its other side, {other}, now faces you.</source>
        <translation>{player} prende dal centro la carta {face}; ora vedi il suo altro lato, {other}.</translation>
    </message>
    <message>
        <source>You take {face} from the centre.</source>
        <translation>Prendi dal centro la carta {face}.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all their cards match on the side they see.</source>
        <translation>{player} fa un punto ({points}): tutte le sue carte sono uguali dal lato che vede.</translation>
    </message>
    <message>
        <source>You score a point ({points}): all your cards show {shown} on your side.</source>
        <translation>Fai un punto ({points}): tutte le tue carte mostrano {shown} dal tuo lato.</translation>
    </message>
    <message>
        <source>You win with 3 points!</source>
        <translation>Vinci con 3 punti!</translation>
    </message>
    <message>
        <source>You play {face} (you saw its other side, {other}).</source>
        <translation>Giochi la carta {face} (vedevi il suo altro lato, {other}).</translation>
    </message>
    <message>
        <source>You flip one of your own cards: {change}.</source>
        <translation>Giri una delle tue carte: {change}.</translation>
    </message>
    <message>
        <source>You take {face} from the centre; its other side, {other}, now faces you.</source>
        <translation>Prendi dal centro la carta {face}; ora vedi il suo altro lato, {other}.</translation>
    </message>
    <message>
        <source>You score a point ({points}): the others see the same thing on all your cards.</source>
        <translation>Fai un punto ({points}): gli altri vedono la stessa cosa su tutte le tue carte.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all their cards match on the side everyone else sees.</source>
        <translation>{player} fa un punto ({points}): tutte le sue carte sono uguali dal lato che vedono gli altri.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>DJ05135</source>
        <translation>DJ05135</translation>
    </message>
    <message>
        <source>You see one side of your animals, the others see the other</source>
        <translation>Vedi un lato dei tuoi animali, gli altri vedono l&apos;altro</translation>
    </message>
    <message>
        <source>The first player to reach {points} points wins at once.</source>
        <translation>Il primo giocatore che arriva a {points} punti vince subito.</translation>
    </message>
    <message>
        <source>Most turns (0: no limit)</source>
        <translation>Numero massimo di turni (0: nessun limite)</translation>
    </message>
    <message>
        <source>a tie: {players}.</source>
        <translation>parità: {players}.</translation>
    </message>
    <message>
        <source>{player} is choosing a card to play.</source>
        <translation>{player} sta scegliendo una carta da giocare.</translation>
    </message>
    <message>
        <source>{player} is flipping centre cards ({count} left).</source>
        <translation>{player} sta girando carte del centro (ne mancano {count}).</translation>
    </message>
    <message>
        <source>{player} is choosing a card to flip.</source>
        <translation>{player} sta scegliendo una carta da girare.</translation>
    </message>
    <message>
        <source>{player} is choosing a card to take from an opponent.</source>
        <translation>{player} sta scegliendo una carta da prendere a un avversario.</translation>
    </message>
    <message>
        <source>{player} is choosing a centre card.</source>
        <translation>{player} sta scegliendo una carta del centro.</translation>
    </message>
    <message>
        <source>{player} is taking a centre card in exchange.</source>
        <translation>{player} sta prendendo in cambio una carta del centro.</translation>
    </message>
    <message>
        <source>{player} wins.</source>
        <translation>{player} vince.</translation>
    </message>
    <message>
        <source>play a card from your hand.</source>
        <translation>gioca una carta della tua mano.</translation>
    </message>
    <message>
        <source>flip a centre card ({count} cards left to flip).</source>
        <translation>gira una carta del centro (ancora {count} carte da girare).</translation>
    </message>
    <message>
        <source>flip one card in any hand, yours included.</source>
        <translation>gira una carta in una mano qualsiasi, anche nella tua.</translation>
    </message>
    <message>
        <source>take a card from an opponent&apos;s hand, and choose which side will face you.</source>
        <translation>prendi una carta dalla mano di un avversario e scegli quale lato terrai verso di te.</translation>
    </message>
    <message>
        <source>take a card from the centre.</source>
        <translation>prendi una carta dal centro.</translation>
    </message>
    <message>
        <source>{player} took one of your cards: take a card from the centre.</source>
        <translation>{player} ha preso una delle tue carte: prendi una carta dal centro.</translation>
    </message>
    <message>
        <source>you win!</source>
        <translation>hai vinto!</translation>
    </message>
    <message>
        <source>flip a centre card (1 card left to flip).</source>
        <translation>gira una carta del centro (ancora 1 carta da girare).</translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation>serve un nome</translation>
    </message>
    <message>
        <source>a name cannot hold a control character</source>
        <translation>un nome non può contenere caratteri di controllo</translation>
    </message>
    <message>
        <source>Windows does not allow {characters} in a name</source>
        <translation>Windows non accetta {characters} in un nome</translation>
    </message>
    <message>
        <source>Windows does not allow a name that starts with a space or ends with a dot or a space</source>
        <translation>Windows non accetta un nome che inizia con uno spazio o finisce con un punto o uno spazio</translation>
    </message>
    <message>
        <source>Windows keeps the name {name} for a device</source>
        <translation>Windows riserva il nome {name} a un dispositivo</translation>
    </message>
    <message>
        <source>the name is longer than {limit} bytes</source>
        <translation>il nome supera i {limit} byte</translation>
    </message>
    <message>
        <source>The guide&apos;s move {pattern} matches {count} legal moves, not one.</source>
        <translation>La mossa {pattern} della guida corrisponde a {count} mosse valide, non a una sola.</translation>
    </message>
    <message>
        <source>The guide expects a move while it is another seat&apos;s turn.</source>
        <translation>La guida aspetta una mossa mentre è il turno di un altro posto.</translation>
    </message>
    <message>
        <source>The guide plays a move for another seat during the learner&apos;s turn.</source>
        <translation>La guida gioca per un altro posto durante il turno di chi impara.</translation>
    </message>
    <message>
        <source>Most points wins; players who tie share the win.</source>
        <translation>Vince chi ha più punti; in caso di parità la vittoria è condivisa.</translation>
    </message>
    <message>
        <source>column {x}, depth {y}, floor {z}</source>
        <translation>colonna {x}, profondità {y}, piano {z}</translation>
    </message>
    <message>
        <source>the {piece} piece is not used</source>
        <translation>il pezzo {piece} non è usato</translation>
    </message>
    <message>
        <source>there is no piece called {name}</source>
        <translation>non esiste nessun pezzo chiamato {name}</translation>
    </message>
    <message>
        <source>the {piece} piece is used {count} times</source>
        <translation>il pezzo {piece} è usato {count} volte</translation>
    </message>
    <message>
        <source>the {piece} piece&apos;s cells are not a rotation of its shape</source>
        <translation>le caselle del pezzo {piece} non sono una rotazione della sua forma</translation>
    </message>
    <message>
        <source>the {piece} piece lists a cell twice</source>
        <translation>il pezzo {piece} elenca due volte la stessa casella</translation>
    </message>
    <message>
        <source>the {piece} piece is outside the 4×4 board at {cell}</source>
        <translation>il pezzo {piece} esce dal tabellone 4×4 in {cell}</translation>
    </message>
    <message>
        <source>the {piece} piece rests on empty space at {cell}</source>
        <translation>il pezzo {piece} poggia sul vuoto in {cell}</translation>
    </message>
    <message>
        <source>the {piece} piece is not part of the {level} level</source>
        <translation>il pezzo {piece} non fa parte del livello {level}</translation>
    </message>
    <message>
        <source>the {piece} piece overlaps the {other} piece at {cell}</source>
        <translation>il pezzo {piece} si sovrappone al pezzo {other} in {cell}</translation>
    </message>
    <message>
        <source>A piece may go anywhere on the board where it rests on the floor or on other pieces; it drops as low as it can.</source>
        <translation>Un pezzo può andare ovunque sul tabellone dove poggia sul fondo o su altri pezzi; scende il più in basso possibile.</translation>
    </message>
    <message>
        <source>Until the round is called finished, any piece may be taken off and placed again.</source>
        <translation>Finché il turno non è dichiarato finito, ogni pezzo può essere tolto e rimesso.</translation>
    </message>
    <message>
        <source>When both partners have called (Recto! and Verso!), the building is checked against both facades of the card: one mistake and the round scores nothing.</source>
        <translation>Quando entrambi i compagni hanno chiamato (Recto! e Verso!), l&apos;edificio viene confrontato con le due facciate della carta: un solo errore e il turno non vale nulla.</translation>
    </message>
    <message>
        <source>A correct building scores points by its time, the same for both partners; then the next player builds with a new card.</source>
        <translation>Un edificio giusto vale punti secondo il tempo, uguali per entrambi i compagni; poi il giocatore seguente costruisce con una nuova carta.</translation>
    </message>
    <message>
        <source>A correct building solves the puzzle; the faster, the more points.</source>
        <translation>Un edificio giusto risolve il rompicapo; più è veloce, più punti vale.</translation>
    </message>
    <message>
        <source>Ladder: a correct building within the stage&apos;s time climbs one stage; otherwise the pair tries again.</source>
        <translation>Scala: un edificio giusto entro il tempo del gradino fa salire di un gradino; altrimenti la coppia riprova.</translation>
    </message>
    <message>
        <source>Ladder: the pair may stop at any time; the stages cleared are their result.</source>
        <translation>Scala: la coppia può fermarsi in qualsiasi momento; i gradini superati sono il suo risultato.</translation>
    </message>
    <message>
        <source>The building matches the card.</source>
        <translation>L&apos;edificio corrisponde alla carta.</translation>
    </message>
    <message>
        <source>The building does not match the card: no points.</source>
        <translation>L&apos;edificio non corrisponde alla carta: nessun punto.</translation>
    </message>
    <message>
        <source>Stage cleared.</source>
        <translation>Gradino superato.</translation>
    </message>
    <message>
        <source>Stage not cleared in time.</source>
        <translation>Gradino non superato in tempo.</translation>
    </message>
    <message>
        <source>back facade, floor {floor}, position {position} from the left: the card shows {expected}, the building shows {found}</source>
        <translation>facciata dietro, piano {floor}, posizione {position} da sinistra: la carta mostra {expected}, l&apos;edificio mostra {found}</translation>
    </message>
    <message>
        <source>front facade, floor {floor}, position {position} from the left: the card shows {expected}, the building shows {found}</source>
        <translation>facciata davanti, piano {floor}, posizione {position} da sinistra: la carta mostra {expected}, l&apos;edificio mostra {found}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>puts the {piece} piece on {cells}</source>
        <translation>posa il pezzo {piece} su {cells}</translation>
    </message>
    <message>
        <source>takes the {piece} piece off the board</source>
        <translation>toglie il pezzo {piece} dal tabellone</translation>
    </message>
    <message>
        <source>finishes the building in {time}</source>
        <translation>finisce l&apos;edificio in {time}</translation>
    </message>
    <message>
        <source>stops the climb</source>
        <translation>ferma la scalata</translation>
    </message>
    <message>
        <source>{players} stop the climb with {count} of {total} stages cleared.</source>
        <translation>{players} fermano la scalata con {count} dei {total} gradini superati.</translation>
    </message>
    <message>
        <source>there is no {piece} piece at the {level} level</source>
        <translation>al livello {level} non c&apos;è nessun pezzo {piece}</translation>
    </message>
    <message>
        <source>the {piece} piece is already on the board</source>
        <translation>il pezzo {piece} è già sul tabellone</translation>
    </message>
    <message>
        <source>those cells are not a rotation of the {piece} piece inside the board</source>
        <translation>quelle caselle non sono una rotazione del pezzo {piece} dentro il tabellone</translation>
    </message>
    <message>
        <source>the {piece} piece has no place to rest there</source>
        <translation>lì il pezzo {piece} non ha niente su cui appoggiarsi</translation>
    </message>
    <message>
        <source>the {piece} piece would drop to floor {landing}, not {floor}</source>
        <translation>il pezzo {piece} scenderebbe al piano {landing}, non al piano {floor}</translation>
    </message>
    <message>
        <source>the cells must be sorted (x, y, z) whole numbers</source>
        <translation>le caselle devono essere terne (x, y, z) di numeri interi, in ordine</translation>
    </message>
    <message>
        <source>the table found a mistake in the building</source>
        <translation>il tavolo ha trovato un errore nella costruzione</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Rebuild the building from its front and back: puzzle, party, co-op ladder</source>
        <translation>Ricostruisci l&apos;edificio dal davanti e dal dietro: rompicapo, gara, scala cooperativa</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>{count} buildings match this card</source>
        <translation>{count} edifici corrispondono a questa carta</translation>
    </message>
    <message>
        <source>at least {count} buildings match this card</source>
        <translation>almeno {count} edifici corrispondono a questa carta</translation>
    </message>
    <message>
        <source>exactly one building matches this card: the one you built</source>
        <translation>un solo edificio corrisponde a questa carta: quello che hai costruito</translation>
    </message>
    <message>
        <source>give the card a name or a number</source>
        <translation>dai alla carta un nome o un numero</translation>
    </message>
    <message>
        <source>a card&apos;s name has at most {most} characters, and {name} has {count}</source>
        <translation>il nome di una carta ha al massimo {most} caratteri, e {name} ne ha {count}</translation>
    </message>
    <message>
        <source>a card&apos;s name uses only letters A to Z, digits and hyphens, and {name} does not</source>
        <translation>il nome di una carta usa solo lettere dalla A alla Z, cifre e trattini, e {name} no</translation>
    </message>
    <message>
        <source>My cards already has a card called {name}; choose another name</source>
        <translation>Le mie carte hanno già una carta chiamata {name}; scegli un altro nome</translation>
    </message>
    <message>
        <source>nothing is built yet: put the pieces on the board first</source>
        <translation>non c&apos;è ancora niente di costruito: prima metti i pezzi sul tabellone</translation>
    </message>
    <message>
        <source>the building is {height} floors high; a card shows at most {most} floors</source>
        <translation>l&apos;edificio è alto {height} piani; una carta ne mostra al massimo {most}</translation>
    </message>
    <message>
        <source>My cards already has this card, as {name}: the same {level} card with the same two facades</source>
        <translation>Le mie carte hanno già questa carta, come {name}: la stessa carta {level} con le stesse due facciate</translation>
    </message>
    <message>
        <source>My cards already has this card, as {name} turned round: its front is the back of {name} and its back is the front of {name}</source>
        <translation>Le mie carte hanno già questa carta, come {name} girata: il suo davanti è il dietro di {name} e il suo dietro è il davanti di {name}</translation>
    </message>
    <message>
        <source>{error} My cards are kept in that file as they are; repair it or move it away to start a new set.</source>
        <translation>{error} Le mie carte restano in quel file così come sono; riparalo o spostalo altrove per iniziare una nuova serie.</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grigio</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrone</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
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
        <translation>la griglia dei tempi è vuota</translation>
    </message>
    <message>
        <source>a time grid entry must be [seconds, points], not {entry}</source>
        <translation>una voce della griglia dei tempi deve essere [secondi, punti], non {entry}</translation>
    </message>
    <message>
        <source>time grid entry {entry}: seconds &gt; 0 and points 0..{most}</source>
        <translation>voce {entry} della griglia dei tempi: secondi &gt; 0 e punti da 0 a {most}</translation>
    </message>
    <message>
        <source>time grid limits must increase</source>
        <translation>i limiti della griglia dei tempi devono crescere</translation>
    </message>
    <message>
        <source>juice</source>
        <translation>succo</translation>
    </message>
    <message>
        <source>tuna</source>
        <translation>tonno</translation>
    </message>
    <message>
        <source>cushion</source>
        <translation>cuscino</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>carota</translation>
    </message>
    <message>
        <source>honey</source>
        <translation>miele</translation>
    </message>
    <message>
        <source>+3</source>
        <translation>+3</translation>
    </message>
    <message>
        <source>Steal 2</source>
        <translation>Ruba 2</translation>
    </message>
    <message>
        <source>Hibernate</source>
        <translation>Letargo</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Orso</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Keeping your Bear or Switch card for later is allowed.</source>
        <translation>Puoi tenere la tua carta Orso o Switch per più tardi.</translation>
    </message>
    <message>
        <source>A symbol card is shown, then laid face down at the end of your sequence: remember it.</source>
        <translation>Una Carta Simbolo si mostra a tutti, poi va coperta in fondo alla tua sequenza: ricordala.</translation>
    </message>
    <message>
        <source>You may keep one action card (Bear or Switch) face up to play later.</source>
        <translation>Puoi tenere una Carta Azione (Orso o Switch) scoperta, da giocare più tardi.</translation>
    </message>
    <message>
        <source>You may hold only one action card: a second one is discarded.</source>
        <translation>Puoi tenere una sola Carta Azione: la seconda si scarta.</translation>
    </message>
    <message>
        <source>When nobody else has two won cards, Steal 2 means two more cards from the draw pile.</source>
        <translation>Se nessun altro ha due carte vinte, Ruba 2 vuol dire due carte in più dal mazzo.</translation>
    </message>
    <message>
        <source>Steal 2: the top two cards of another player&apos;s won pile join your sequence face down.</source>
        <translation>Ruba 2: le due carte in cima al bottino di un altro giocatore entrano coperte nella tua sequenza.</translation>
    </message>
    <message>
        <source>When you stop, you name your sequence from the last card drawn back to the first.</source>
        <translation>Quando ti fermi, nomini la tua sequenza a ritroso, dall&apos;ultima carta pescata alla prima.</translation>
    </message>
    <message>
        <source>With no symbol card in the sequence there is nothing to recall.</source>
        <translation>Senza Carte Simbolo nella sequenza non c&apos;è niente da ricordare.</translation>
    </message>
    <message>
        <source>Switch, played before a memory test, swaps the first and last cards of that sequence.</source>
        <translation>Lo Switch, giocato prima di una prova di memoria, scambia di posto la prima e l&apos;ultima carta di quella sequenza.</translation>
    </message>
    <message>
        <source>Bear: during someone else&apos;s memory test you may name their next card; if you are right, you win it.</source>
        <translation>Orso: durante la prova di memoria di un altro puoi nominare la sua prossima carta; se indovini, la vinci tu.</translation>
    </message>
    <message>
        <source>A wrong Bear call changes nothing: the card goes back face down.</source>
        <translation>Un Orso sbagliato non cambia niente: la carta torna coperta.</translation>
    </message>
    <message>
        <source>Name the cards from the last drawn to the first; each right name turns one card up.</source>
        <translation>Nomina le carte dall&apos;ultima pescata alla prima; ogni nome giusto scopre una carta.</translation>
    </message>
    <message>
        <source>One wrong name fails the memory test: the whole sequence goes to the discard pile.</source>
        <translation>Basta un nome sbagliato per fallire la prova di memoria: tutta la sequenza va negli scarti.</translation>
    </message>
    <message>
        <source>Recite the whole sequence and you win its cards; their points count at the end.</source>
        <translation>Ripeti tutta la sequenza e ne vinci le carte; i loro punti contano alla fine.</translation>
    </message>
    <message>
        <source>The game ends when the draw pile is empty; most points wins, then most honey cards.</source>
        <translation>La partita finisce quando il mazzo è vuoto; vince chi ha più punti e, in caso di parità, più carte miele.</translation>
    </message>
    <message>
        <source>{position}. {card}</source>
        <translation>{position}. {card}</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Passi.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passa.</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>pesca una carta</translation>
    </message>
    <message>
        <source>stops drawing and starts the memory test</source>
        <translation>smette di pescare e comincia la prova di memoria</translation>
    </message>
    <message>
        <source>steals the top two cards of {player}&apos;s won pile</source>
        <translation>ruba le due carte in cima al bottino di {player}</translation>
    </message>
    <message>
        <source>names {card}</source>
        <translation>nomina {card}</translation>
    </message>
    <message>
        <source>plays Switch</source>
        <translation>gioca Switch</translation>
    </message>
    <message>
        <source>calls Bear and names {card}</source>
        <translation>grida Orso e nomina {card}</translation>
    </message>
    <message>
        <source>lets the chance go by</source>
        <translation>lascia perdere</translation>
    </message>
    <message>
        <source>{number}th</source>
        <translation>{number}ª</translation>
    </message>
    <message>
        <source>{player} calls Bear on your sequence and names {named}: right, {player} wins the card.</source>
        <translation>{player} grida Orso sulla tua sequenza e nomina {named}: giusto, {player} vince la carta.</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} carte</translation>
    </message>
    <message>
        <source>{player} takes {card} from the top of your won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} prende una carta {card} dalla cima del tuo bottino e la mette coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>{player} plays Switch: the first and last cards of your sequence change places.</source>
        <translation>{player} gioca Switch: la prima e l&apos;ultima carta della tua sequenza si scambiano di posto.</translation>
    </message>
    <message>
        <source>{player} stops drawing, with {cards} to recall.</source>
        <translation>{player} smette di pescare; da ricordare: {cards}.</translation>
    </message>
    <message>
        <source>{player} passes the memory test and wins {cards} ({points}).</source>
        <translation>{player} supera la prova di memoria e vince {cards} ({points}).</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <source>You draw {card} and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Peschi una carta {card} e la metti coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>You draw Hibernate: your drawing stops at once.</source>
        <translation>Peschi Letargo: le tue pescate finiscono subito.</translation>
    </message>
    <message>
        <source>You draw {card} and keep it face up.</source>
        <translation>Peschi la carta {card} e la tieni scoperta.</translation>
    </message>
    <message>
        <source>You draw {card} but already hold an action card, so it is discarded.</source>
        <translation>Peschi la carta {card}, ma hai già una Carta Azione: la nuova si scarta.</translation>
    </message>
    <message>
        <source>Nobody else has two won cards: you draw two cards from the draw pile instead.</source>
        <translation>Nessun altro ha due carte vinte: peschi invece due carte dal mazzo.</translation>
    </message>
    <message>
        <source>You take {card} from the top of {other}&apos;s won pile and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Prendi una carta {card} dalla cima del bottino di {other} e la metti coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>You stop drawing, with {cards} to recall.</source>
        <translation>Smetti di pescare; da ricordare: {cards}.</translation>
    </message>
    <message>
        <source>You have no symbol card to recall; your turn ends.</source>
        <translation>Non hai Carte Simbolo da ricordare; il tuo turno finisce.</translation>
    </message>
    <message>
        <source>You play Switch: the first and last cards of {other}&apos;s sequence change places.</source>
        <translation>Giochi Switch: la prima e l&apos;ultima carta della sequenza di {other} si scambiano di posto.</translation>
    </message>
    <message>
        <source>You call Bear on {other}&apos;s sequence and name {named}: right, you win the card.</source>
        <translation>Gridi Orso sulla sequenza di {other} e nomini {named}: giusto, vinci la carta.</translation>
    </message>
    <message>
        <source>You call Bear and name {named}, but the card is {card}; it goes back face down.</source>
        <translation>Gridi Orso e nomini {named}, ma la carta è {card}; torna coperta.</translation>
    </message>
    <message>
        <source>You name {card}: right.</source>
        <translation>Nomini {card}: giusto.</translation>
    </message>
    <message>
        <source>You name {named}, but the card is {card}: you fail the memory test.</source>
        <translation>Nomini {named}, ma la carta è {card}: non superi la prova di memoria.</translation>
    </message>
    <message>
        <source>You pass the memory test and win {cards} ({points}).</source>
        <translation>Superi la prova di memoria e vinci {cards} ({points}).</translation>
    </message>
    <message>
        <source>Your sequence goes to the discard pile: {cards}.</source>
        <translation>La tua sequenza va negli scarti: {cards}.</translation>
    </message>
    <message>
        <source>The game is over. You share the win with {players}.</source>
        <translation>La partita è finita. Condividi la vittoria con {players}.</translation>
    </message>
    <message>
        <source>{player} takes a card from the top of your won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} prende una carta dalla cima del tuo bottino e la mette coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>{player} plays Switch on your sequence: with a single card nothing changes.</source>
        <translation>{player} gioca Switch sulla tua sequenza: con una sola carta non cambia nulla.</translation>
    </message>
    <message>
        <source>{player} must stop because of Hibernate, with {cards} to recall.</source>
        <translation>{player} deve fermarsi per il Letargo; da ricordare: {cards}.</translation>
    </message>
    <message>
        <source>The draw pile is empty: {player} must stop, with {cards} to recall.</source>
        <translation>Il mazzo è vuoto: {player} deve fermarsi; da ricordare: {cards}.</translation>
    </message>
    <message>
        <source>You draw a symbol card and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Peschi una Carta Simbolo e la metti coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>You draw +3: three more cards must be drawn.</source>
        <translation>Peschi +3: devi pescare altre tre carte.</translation>
    </message>
    <message>
        <source>You draw Steal 2.</source>
        <translation>Peschi Ruba 2.</translation>
    </message>
    <message>
        <source>You take a card from the top of {other}&apos;s won pile and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Prendi una carta dalla cima del bottino di {other} e la metti coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>You must stop because of Hibernate, with {cards} to recall.</source>
        <translation>Devi fermarti per il Letargo; da ricordare: {cards}.</translation>
    </message>
    <message>
        <source>The draw pile is empty: you must stop, with {cards} to recall.</source>
        <translation>Il mazzo è vuoto: devi fermarti; da ricordare: {cards}.</translation>
    </message>
    <message>
        <source>You play Switch on {other}&apos;s sequence: with a single card nothing changes.</source>
        <translation>Giochi Switch sulla sequenza di {other}: con una sola carta non cambia nulla.</translation>
    </message>
    <message>
        <source>You call Bear and name {named}: wrong; the card goes back face down.</source>
        <translation>Gridi Orso e nomini {named}: sbagliato; la carta torna coperta.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; you share the win with {players} thanks to more honey cards.</source>
        <translation>La partita è finita. I punteggi migliori sono pari; condividi la vittoria con {players} grazie a più carte miele.</translation>
    </message>
    <message>
        <source>The game is over. You win!</source>
        <translation>La partita è finita. Hai vinto!</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; you win with more honey cards.</source>
        <translation>La partita è finita. I punteggi migliori sono pari; vinci con più carte miele.</translation>
    </message>
    <message>
        <source>Honey</source>
        <translation>Miele</translation>
    </message>
    <message>
        <source>Honey cards won: they break a tie</source>
        <translation>Carte miele vinte: decidono le parità</translation>
    </message>
    <message>
        <source>★ In the lead: {players} (tie broken by honey)</source>
        <translation>★ In testa: {players} (parità decisa dal miele)</translation>
    </message>
    <message>
        <source>another program holds the file open; close it there and try again</source>
        <translation>un altro programma tiene aperto il file; chiudilo lì e riprova</translation>
    </message>
    <message>
        <source>{player} takes {card} (a card worth {points})</source>
        <translation>{player} prende {card} (una carta che vale {points})</translation>
    </message>
    <message>
        <source>{player} flips {before} → {after} and takes it (a card worth {points})</source>
        <translation>{player} gira {before} → {after} e la prende (una carta che vale {points})</translation>
    </message>
    <message>
        <source>{player}: {kind}.</source>
        <translation>{player}: {kind}.</translation>
    </message>
    <message>
        <source>Failed attempts that end the ladder (0: no limit)</source>
        <translation>Tentativi falliti che chiudono la scala (0: nessun limite)</translation>
    </message>
    <message>
        <source>{number}st</source>
        <translation>{number}ª</translation>
    </message>
    <message>
        <source>{number}nd</source>
        <translation>{number}ª</translation>
    </message>
    <message>
        <source>{number}rd</source>
        <translation>{number}ª</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation>Tocca a {player}.</translation>
    </message>
    <message>
        <source>{player} draws {card} and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} pesca una carta {card} e la mette coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>{player} draws Hibernate: the drawing stops at once.</source>
        <translation>{player} pesca Letargo: le pescate finiscono subito.</translation>
    </message>
    <message>
        <source>{player} draws {card} and keeps it face up.</source>
        <translation>{player} pesca la carta {card} e la tiene scoperta.</translation>
    </message>
    <message>
        <source>{player} draws {card} but already holds an action card, so it is discarded.</source>
        <translation>{player} pesca la carta {card}, ma ha già una Carta Azione: la nuova si scarta.</translation>
    </message>
    <message>
        <source>Nobody else has two won cards: {player} draws two cards from the draw pile instead.</source>
        <translation>Nessun altro ha due carte vinte: {player} pesca invece due carte dal mazzo.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the top of {other}&apos;s won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} prende una carta {card} dalla cima del bottino di {other} e la mette coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>{player} has no symbol card to recall; the turn ends.</source>
        <translation>{player} non ha Carte Simbolo da ricordare; il turno finisce.</translation>
    </message>
    <message>
        <source>{player} plays Switch: the first and last cards of {other}&apos;s sequence change places.</source>
        <translation>{player} gioca Switch: la prima e l&apos;ultima carta della sequenza di {other} si scambiano di posto.</translation>
    </message>
    <message>
        <source>{player} calls Bear on {other}&apos;s sequence and names {named}: right, {player} wins the card.</source>
        <translation>{player} grida Orso sulla sequenza di {other} e nomina {named}: giusto, {player} vince la carta.</translation>
    </message>
    <message>
        <source>{player} calls Bear and names {named}, but the card is {card}; it goes back face down.</source>
        <translation>{player} grida Orso e nomina {named}, ma la carta è {card}; torna coperta.</translation>
    </message>
    <message>
        <source>{player} names {card}: right.</source>
        <translation>{player} nomina {card}: giusto.</translation>
    </message>
    <message>
        <source>{player} names {named}, but the card is {card}: the memory test is failed.</source>
        <translation>{player} nomina {named}, ma la carta è {card}: prova di memoria fallita.</translation>
    </message>
    <message>
        <source>{player}&apos;s sequence goes to the discard pile: {cards}.</source>
        <translation>La sequenza di {player} va negli scarti: {cards}.</translation>
    </message>
    <message>
        <source>The game is over. {players} share the win.</source>
        <translation>La partita è finita. {players} si dividono la vittoria.</translation>
    </message>
    <message>
        <source>{player} draws a symbol card and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} pesca una Carta Simbolo e la mette coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>{player} draws +3: three more cards must be drawn.</source>
        <translation>{player} pesca +3: deve pescare altre tre carte.</translation>
    </message>
    <message>
        <source>{player} draws Steal 2.</source>
        <translation>{player} pesca Ruba 2.</translation>
    </message>
    <message>
        <source>{player} takes a card from the top of {other}&apos;s won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} prende una carta dalla cima del bottino di {other} e la mette coperta ({ordinal} carta della sequenza).</translation>
    </message>
    <message>
        <source>{player} plays Switch on {other}&apos;s sequence: with a single card nothing changes.</source>
        <translation>{player} gioca Switch sulla sequenza di {other}: con una sola carta non cambia niente.</translation>
    </message>
    <message>
        <source>{player} calls Bear and names {named}: wrong; the card goes back face down.</source>
        <translation>{player} grida Orso e nomina {named}: sbagliato; la carta torna coperta.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; {players} share the win with more honey cards.</source>
        <translation>La partita è finita. I punteggi più alti sono pari; {players} si dividono la vittoria con più carte miele.</translation>
    </message>
    <message>
        <source>The game is over. {player} wins.</source>
        <translation>La partita è finita. Vince {player}.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; {player} wins with more honey cards.</source>
        <translation>La partita è finita. I punteggi più alti sono pari; vince {player}, che ha più carte miele.</translation>
    </message>
    <message>
        <source>Revorso</source>
        <translation>Revorso</translation>
    </message>
    <message>
        <source>Draw, remember, recite backwards — push your luck</source>
        <translation>Pesca, ricorda, ripeti al contrario — sfida la fortuna</translation>
    </message>
    <message>
        <source>Most points wins; a tie goes to the tied player with more honey cards, or else is shared.</source>
        <translation>Vince chi ha più punti; in caso di parità vince chi ha più carte miele, altrimenti la vittoria è condivisa.</translation>
    </message>
    <message>
        <source>Cannot open {file} ({problem}).</source>
        <translation>Impossibile aprire {file} ({problem}).</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>mancante</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illeggibile</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>troppo grande</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>non è JSON</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>versione sconosciuta</translation>
    </message>
    <message>
        <source>invalid content</source>
        <translation>contenuto non valido</translation>
    </message>
    <message>
        <source>Cannot open {file} ({problem}: {detail}).</source>
        <translation>Impossibile aprire {file} ({problem}: {detail}).</translation>
    </message>
    <message>
        <source>missing {key}</source>
        <translation>manca {key}</translation>
    </message>
    <message>
        <source>a key is missing</source>
        <translation>manca una chiave</translation>
    </message>
    <message>
        <source>{size} MB, the limit is {limit} MB</source>
        <translation>{size} MB, il limite è {limit} MB</translation>
    </message>
    <message>
        <source>line {line}: {error}</source>
        <translation>riga {line}: {error}</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>annidamento troppo profondo</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>il file non esiste</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>il file non è testo UTF-8</translation>
    </message>
    <message>
        <source>version {version}, this app reads {versions}</source>
        <translation>versione {version}, questa app legge {versions}</translation>
    </message>
    <message>
        <source>a save must be a JSON object</source>
        <translation>un salvataggio deve essere un oggetto JSON</translation>
    </message>
    <message>
        <source>unknown game {game}</source>
        <translation>gioco sconosciuto {game}</translation>
    </message>
    <message>
        <source>{game} save of version {version}; this app reads version {supported}</source>
        <translation>salvataggio di {game} in versione {version}; questa app legge la versione {supported}</translation>
    </message>
    <message>
        <source>&apos;players&apos; must be a whole number</source>
        <translation>&apos;players&apos; deve essere un numero intero</translation>
    </message>
    <message>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>&apos;seed&apos; deve essere un numero intero</translation>
    </message>
    <message>
        <source>Effect cards act at once and then go to the discard pile.</source>
        <translation>Le Carte Effetto agiscono subito, poi vanno negli scarti.</translation>
    </message>
    <message>
        <source>A failed sequence goes face down to the discard pile; nobody wins its cards.</source>
        <translation>Una sequenza fallita va coperta negli scarti; nessuno ne vince le carte.</translation>
    </message>
    <message>
        <source>+3: you must draw three more cards before you may stop.</source>
        <translation>+3: devi pescare altre tre carte prima di poterti fermare.</translation>
    </message>
    <message>
        <source>Hibernate: your drawing stops at once and your memory test begins.</source>
        <translation>Letargo: la tua pescata si ferma subito e comincia la tua prova di memoria.</translation>
    </message>
    <message>
        <source>Steal 2: you take two cards from another player&apos;s won pile, or two from the draw pile.</source>
        <translation>Ruba 2: prendi due carte dal bottino di un altro giocatore, o due dal mazzo.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the drawing stops and the memory test begins.</source>
        <translation>Quando il mazzo finisce, la pescata si ferma e comincia la prova di memoria.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>non è un file normale</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>è un collegamento simbolico</translation>
    </message>
    <message>
        <source>it is a named pipe</source>
        <translation>è una pipe con nome</translation>
    </message>
    <message>
        <source>it is a socket</source>
        <translation>è un socket</translation>
    </message>
    <message>
        <source>it is a device</source>
        <translation>è un dispositivo</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>non un file normale</translation>
    </message>
    <message>
        <source>{word} is not a number this app accepts</source>
        <translation>{word} non è un numero accettato da questa applicazione</translation>
    </message>
    <message>
        <source>a number of more than {limit} digits</source>
        <translation>un numero di più di {limit} cifre</translation>
    </message>
    <message>
        <source>a number too large ({number})</source>
        <translation>un numero troppo grande ({number})</translation>
    </message>
    <message>
        <source>text no file can hold (a lone surrogate)</source>
        <translation>un testo che nessun file può contenere (un surrogato isolato)</translation>
    </message>
    <message>
        <source>the name is not a file name</source>
        <translation>il nome non è un nome di file</translation>
    </message>
    <message>
        <source>&apos;options&apos; must be a JSON object</source>
        <translation>&apos;options&apos; deve essere un oggetto JSON</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list</source>
        <translation>&apos;actions&apos; deve essere una lista</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list</source>
        <translation>&apos;seats&apos; deve essere una lista</translation>
    </message>
    <message>
        <source>the save does not describe a possible game ({error})</source>
        <translation>il salvataggio non descrive una partita possibile ({error})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>unknown kind of seat {kind}</source>
        <translation>tipo di posto sconosciuto {kind}</translation>
    </message>
    <message>
        <source>a seat must be a JSON object</source>
        <translation>un posto deve essere un oggetto JSON</translation>
    </message>
    <message>
        <source>this is a {other} game, not {game}</source>
        <translation>è una partita di {other}, non di {game}</translation>
    </message>
    <message>
        <source>unknown computer player {kind}</source>
        <translation>giocatore computer sconosciuto {kind}</translation>
    </message>
    <message>
        <source>unknown level {level}</source>
        <translation>livello sconosciuto {level}</translation>
    </message>
    <message>
        <source>a computer player&apos;s kind and level must be words</source>
        <translation>tipo e livello di un giocatore computer devono essere parole</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} players, not {count}</source>
        <translation>{game} si gioca da {low} a {high} giocatori, non in {count}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>That move cannot be taken back.</source>
        <translation>Questa mossa non si può annullare.</translation>
    </message>
    <message>
        <source>{others} and {last}</source>
        <translation>{others} e {last}</translation>
    </message>
    <message>
        <source>{earlier}; {later}</source>
        <translation>{earlier}; {later}</translation>
    </message>
    <message>
        <source>{earlier}, {later}</source>
        <translation>{earlier}, {later}</translation>
    </message>
    <message>
        <source>The opponent</source>
        <translation>L&apos;avversario</translation>
    </message>
    <message>
        <source>{player} takes the top card as shown ({card})</source>
        <translation>{player} prende la carta in cima così com&apos;è ({card})</translation>
    </message>
    <message>
        <source>{player} banks {colour} {values} for {points} points</source>
        <translation>{player} incassa {colour} {values} per {points} punti</translation>
    </message>
    <message>
        <source>{player} banks no last series</source>
        <translation>{player} non incassa un&apos;ultima serie</translation>
    </message>
    <message>
        <source>{player} flips the top card ({card}) and takes it</source>
        <translation>{player} gira la carta in cima ({card}) e la prende</translation>
    </message>
    <message>
        <source>{player} banks {colour} {values} for {points} points as a last series</source>
        <translation>{player} incassa {colour} {values} per {points} punti come ultima serie</translation>
    </message>
    <message>
        <source>{player} discards {card}, identical to a card already held</source>
        <translation>{player} scarta {card}, identica a una carta che ha già</translation>
    </message>
    <message>
        <source>{player} flips {before} → {after}</source>
        <translation>{player} gira {before} → {after}</translation>
    </message>
    <message>
        <source>{player} completes the square for {points} points</source>
        <translation>{player} completa il quadrato: {points} punti</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after}</source>
        <translation>l&apos;avversario gira {before} → {after}</translation>
    </message>
    <message>
        <source>the draw pile is empty</source>
        <translation>il mazzo è vuoto</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (a joker: nothing happens)</source>
        <translation>l&apos;avversario gira {before} → {after} (un jolly: non succede niente)</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (higher)</source>
        <translation>l&apos;avversario gira {before} → {after} (più alto)</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (not higher: nothing happens)</source>
        <translation>l&apos;avversario gira {before} → {after} (non più alto: non succede niente)</translation>
    </message>
    <message>
        <source>Sea · blue</source>
        <translation>Mare · blu</translation>
    </message>
    <message>
        <source>Land · green</source>
        <translation>Terra · verde</translation>
    </message>
    <message>
        <source>Sky · orange</source>
        <translation>Cielo · arancione</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <translation>{colour} {value}</translation>
    </message>
    <message>
        <source>On your turn you take the top card of the pile and put it in the row of its colour.</source>
        <translation>Al tuo turno prendi la carta in cima al mazzo e la metti nella fila del suo colore.</translation>
    </message>
    <message>
        <source>You may turn the top card over before taking it, and you must when you already hold the face it shows.</source>
        <translation>Puoi girare la carta in cima prima di prenderla, e devi farlo se hai già la faccia che mostra.</translation>
    </message>
    <message>
        <source>A series is 2 to 6 cards of one colour that follow on (jokers fill gaps): it scores its points, its two highest cards are discarded and each neighbour turns over their highest card of that colour.</source>
        <translation>Una serie è fatta da 2 a 6 carte consecutive di un colore (i jolly riempiono i buchi): segna i suoi punti, le sue due carte più alte si scartano e ciascun vicino gira la sua carta più alta di quel colore.</translation>
    </message>
    <message>
        <source>Once the pile is empty, each player may bank one last series; nobody turns a card over then.</source>
        <translation>Quando il mazzo è finito, ogni giocatore può incassare un&apos;ultima serie; a quel punto nessuno gira più carte.</translation>
    </message>
    <message>
        <source>Once the pile is empty, each player may bank one last series or pass.</source>
        <translation>Quando il mazzo è finito, ogni giocatore può incassare un&apos;ultima serie o passare.</translation>
    </message>
    <message>
        <source>When a neighbour banks a series, you turn over your highest card of its colour and put it in the row of the colour it now shows.</source>
        <translation>Quando un vicino incassa una serie, giri la tua carta più alta di quel colore e la metti nella fila del colore che ora mostra.</translation>
    </message>
    <message>
        <source>A card identical to one you hold (same colour and value) is discarded at once.</source>
        <translation>Una carta identica a una che hai già (stesso colore e stesso valore) si scarta subito.</translation>
    </message>
    <message>
        <source>Exactly three cards in each colour make the square: 7 points at once.</source>
        <translation>Esattamente tre carte per colore formano il quadrato: 7 punti subito.</translation>
    </message>
    <message>
        <source>Solo: after each of your actions the opponent turns the top card over; when the value shown goes up, you turn over your highest card of the newly shown colour.</source>
        <translation>Solitario: dopo ogni tua azione l&apos;avversario gira la carta in cima al mazzo; se il valore mostrato sale, giri la tua carta più alta del colore appena apparso.</translation>
    </message>
    <message>
        <source>The game ends when the pile is empty and everyone had the chance of a last series.</source>
        <translation>La partita finisce quando il mazzo è vuoto e tutti hanno avuto la possibilità di un&apos;ultima serie.</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>jolly {colour}</translation>
    </message>
    <message>
        <source>{shown} (other side {hidden})</source>
        <translation>{shown} (altra faccia {hidden})</translation>
    </message>
    <message>
        <source>top of the pile: {shown} (other side {hidden})</source>
        <translation>in cima al mazzo: {shown} (altra faccia {hidden})</translation>
    </message>
    <message>
        <source>Verso</source>
        <translation>Verso</translation>
    </message>
    <message>
        <source>Draw or flip, bank series, build the square — 1 to 6 players or solo</source>
        <translation>Pesca o gira, incassa serie, forma il quadrato — da 1 a 6 giocatori o in solitario</translation>
    </message>
    <message>
        <source>Legend of the deck</source>
        <translation>Leggenda del mazzo</translation>
    </message>
    <message>
        <source>Professional player</source>
        <translation>Professionista</translation>
    </message>
    <message>
        <source>Model player</source>
        <translation>Giocatore modello</translation>
    </message>
    <message>
        <source>Pure talent</source>
        <translation>Talento puro</translation>
    </message>
    <message>
        <source>Nice play</source>
        <translation>Bella partita</translation>
    </message>
    <message>
        <source>Well done: an average Verso score</source>
        <translation>Ben fatto: un punteggio nella media di Verso</translation>
    </message>
    <message>
        <source>Keep practising</source>
        <translation>Continua ad allenarti</translation>
    </message>
    <message>
        <source>{name} joined on a phone</source>
        <translation>{name} si è unito al tavolo con un telefono</translation>
    </message>
    <message>
        <source>{name}&apos;s phone lost its connection</source>
        <translation>Il telefono di {name} ha perso la connessione</translation>
    </message>
    <message>
        <source>{name}&apos;s phone is back</source>
        <translation>Il telefono di {name} è tornato</translation>
    </message>
    <message>
        <source>{name} left the seat</source>
        <translation>{name} ha lasciato il posto</translation>
    </message>
    <message>
        <source>{name}&apos;s seat was freed for another phone</source>
        <translation>Il posto di {name} è stato liberato per un altro telefono</translation>
    </message>
    <message>
        <source>{name}&apos;s phone was closed by the teacher</source>
        <translation>L&apos;insegnante ha chiuso il telefono di {name}</translation>
    </message>
    <message>
        <source>A computer player now plays for {name}</source>
        <translation>Ora un giocatore computer gioca per {name}</translation>
    </message>
    <message>
        <source>{name} now plays at the computer</source>
        <translation>Ora {name} gioca al computer</translation>
    </message>
    <message>
        <source>Every card has an animal on both sides. You hold your cards so that you see one side and everybody else sees the other. On your turn: play a card to the centre, do what its round picture says, then take a card from the centre. When all the cards you see show the same animal (or all show the magnifier) at the end of your turn, you win a point. Three points win.</source>
        <translation>Ogni carta ha un animale su entrambe le facce. Tieni le tue carte in modo da vederne un lato, mentre tutti gli altri vedono l&apos;altro. Al tuo turno: gioca una carta al centro, fai quello che dice il suo disegno rotondo, poi prendi una carta dal centro. Se alla fine del tuo turno tutte le carte che vedi mostrano lo stesso animale (o tutte la lente), guadagni un punto. Chi fa tre punti vince.</translation>
    </message>
    <message>
        <source>Harder: you must guess your own hand.</source>
        <translation>Più difficile: devi indovinare la tua mano.</translation>
    </message>
    <message>
        <source>Draw cards one by one and remember them: they are laid face down. Stop in time and name your sequence from the last card to the first to win it. Everything drawn is shown to all, so several people can share one screen.</source>
        <translation>Pesca le carte una alla volta e ricordale: vengono messe coperte. Fermati in tempo e nomina la sequenza dall&apos;ultima carta alla prima per vincerla. Tutto ciò che si pesca è mostrato a tutti, così più persone possono usare lo stesso schermo.</translation>
    </message>
    <message>
        <source>Switch may also be played after a forced stop (Hibernate or an empty draw pile)</source>
        <translation>Switch si può giocare anche dopo uno stop obbligato (Letargo o mazzo vuoto)</translation>
    </message>
    <message>
        <source>Take the top card as shown or flipped, bank series of one colour, and complete the square of three cards in each colour. Everything is face up, so players can share one screen: the table always shows whose turn it is.</source>
        <translation>Prendi la carta in cima così com&apos;è o girata, incassa serie di un colore e completa il quadrato di tre carte per colore. Tutto è scoperto, quindi i giocatori possono usare un solo schermo: il tavolo mostra sempre di chi è il turno.</translation>
    </message>
    <message>
        <source>A series may run on from 6 to 1 (e.g. 5-6-1)</source>
        <translation>Una serie può continuare dal 6 all&apos;1 (es. 5-6-1)</translation>
    </message>
    <message>
        <source>The square scores again</source>
        <translation>Il quadrato vale di nuovo</translation>
    </message>
    <message>
        <source>Two jokers of one colour count as identical cards</source>
        <translation>Due jolly dello stesso colore contano come carte identiche</translation>
    </message>
    <message>
        <source>once it was broken and formed again</source>
        <translation>dopo essere stato rotto e ricomposto</translation>
    </message>
    <message>
        <source>only after banking a series</source>
        <translation>solo dopo aver incassato una serie</translation>
    </message>
    <message>
        <source>The youngest player starts</source>
        <translation>Inizia il più giovane</translation>
    </message>
    <message>
        <source>Score with the side the others see</source>
        <translation>Conta il lato che vedono gli altri</translation>
    </message>
    <message>
        <source>Verso, the back facade, from the left, top to bottom: {columns}</source>
        <translation>Verso, la facciata dietro, da sinistra, dall&apos;alto in basso: {columns}</translation>
    </message>
    <message>
        <source>Recto, the front facade, from the left, top to bottom: {columns}</source>
        <translation>Recto, la facciata davanti, da sinistra, dall&apos;alto in basso: {columns}</translation>
    </message>
    <message>
        <source>{colour} cube on {square}, floor {floor}</source>
        <translation>cubo {colour} in {square}, piano {floor}</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Il tabellone è vuoto.</translation>
    </message>
    <message>
        <source>column {number}: {colours}</source>
        <translation>colonna {number}: {colours}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>{square}, from the ground up: {colours}</source>
        <translation>{square}, dal suolo in su: {colours}</translation>
    </message>
    <message>
        <source>Check it for us</source>
        <translation>Controlla per noi</translation>
    </message>
    <message>
        <source>For young children: a ladder attempt ends as soon as the building is right, with no calls.</source>
        <translation>Per i più piccoli: un tentativo della scala finisce appena l&apos;edificio è giusto, senza chiamate.</translation>
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
        <translation>I</translation>
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
        <translation>L</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Letter on the orange piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Y</source>
        <extracomment>Letter on the yellow piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>G</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Letter on the blue piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>U</translation>
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
        <translation>il prossimo salta</translation>
    </message>
    <message>
        <source>reverse direction</source>
        <translation>cambia direzione</translation>
    </message>
    <message>
        <source>flip 3 centre cards</source>
        <translation>gira 3 carte al centro</translation>
    </message>
    <message>
        <source>flip 1 card in a hand</source>
        <translation>gira 1 carta di una mano</translation>
    </message>
    <message>
        <source>take a card from a hand</source>
        <translation>prendi una carta da una mano</translation>
    </message>
    <message>
        <source>no action; a hand of magnifiers wins a point too</source>
        <translation>nessuna azione; anche una mano tutta di lenti fa un punto</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>mare</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terra</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>cielo</translation>
    </message>
    <message>
        <source>juice</source>
        <translation>succo</translation>
    </message>
    <message>
        <source>tuna</source>
        <translation>tonno</translation>
    </message>
    <message>
        <source>cushion</source>
        <translation>cuscino</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>carota</translation>
    </message>
    <message>
        <source>honey (2)</source>
        <translation>miele (2)</translation>
    </message>
    <message>
        <source>+3</source>
        <translation>+3</translation>
    </message>
    <message>
        <source>Steal 2</source>
        <translation>Ruba 2</translation>
    </message>
    <message>
        <source>Hibernate</source>
        <translation>Letargo</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Orso</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Recto Verso — player aid</source>
        <translation>Recto Verso — promemoria</translation>
    </message>
    <message>
        <source>Verso — player aid</source>
        <translation>Verso — promemoria</translation>
    </message>
    <message>
        <source>Revorso — player aid</source>
        <translation>Revorso — promemoria</translation>
    </message>
    <message>
        <source>DJ05135 — player aid</source>
        <translation>DJ05135 — promemoria</translation>
    </message>
    <message>
        <source>Two partners sit face to face with a building card between them: one sees the front facade, the other the back.</source>
        <translation>Due compagni uno di fronte all&apos;altro, una carta Edificio in mezzo: uno vede la facciata davanti, l&apos;altro quella dietro.</translation>
    </message>
    <message>
        <source>Together, rebuild the building on the 4×4 board with every piece of the level (easy: 10, hard: 11 with red).</source>
        <translation>Insieme ricostruite l&apos;edificio sul tabellone 4×4 con tutti i pezzi del livello (facile: 10, difficile: 11 con il rosso).</translation>
    </message>
    <message>
        <source>No cube may float: each cube above the floor needs a cube right under it.</source>
        <translation>Nessun cubo sospeso: ogni cubo in alto poggia su un cubo subito sotto.</translation>
    </message>
    <message>
        <source>Call Recto! and Verso!, then turn the card: both facades must match square by square, empty squares too.</source>
        <translation>Chiamate &apos;Recto!&apos; e &apos;Verso!&apos;, poi girate la carta: le due facciate devono coincidere casella per casella, anche quelle vuote.</translation>
    </message>
    <message>
        <source>Score by time with the time grid; any mistake scores 0.</source>
        <translation>Punti secondo il tempo con la griglia; un errore vale 0.</translation>
    </message>
    <message>
        <source>3–6 players: swap partners each round and flip a partner token; the game ends when all tokens are flipped.</source>
        <translation>Da 3 a 6: cambiate compagno a ogni turno e girate un gettone; si finisce quando sono tutti girati.</translation>
    </message>
    <message>
        <source>Co-op ladder for two: beat each of the 7 time limits in turn.</source>
        <translation>Scala cooperativa in due: battete uno dopo l&apos;altro i 7 tempi limite.</translation>
    </message>
    <message>
        <source>Each card has two faces: a colour (sea, land, sky), a value 1–6 or a joker, and 1 or 3 points.</source>
        <translation>Ogni carta ha due facce: un colore (mare, terra, cielo), un valore da 1 a 6 o un jolly, e 1 o 3 punti.</translation>
    </message>
    <message>
        <source>On your turn take the top card as shown or flipped. You must flip it if it is identical to a card you hold.</source>
        <translation>Nel tuo turno prendi la carta in cima così com&apos;è o girata; girala se è identica a una delle tue.</translation>
    </message>
    <message>
        <source>Keep one row per colour. A card identical to one you hold is discarded.</source>
        <translation>Una fila per colore. Una carta identica a una delle tue va scartata.</translation>
    </message>
    <message>
        <source>Bank a series of 2–6 cards of one colour that follow on (jokers fill gaps): score their points, discard the two highest.</source>
        <translation>Incassa una serie di 2–6 carte di un colore (i jolly coprono i buchi): segna i punti, scarta le due più alte.</translation>
    </message>
    <message>
        <source>After you bank, each neighbour flips their highest card of that colour.</source>
        <translation>Poi ogni vicino gira la sua carta più alta di quel colore.</translation>
    </message>
    <message>
        <source>Exactly three cards in each colour makes a square: 7 points at once, again only after it was broken.</source>
        <translation>Esattamente tre carte per colore formano un quadrato: 7 punti subito, di nuovo solo dopo averlo rotto.</translation>
    </message>
    <message>
        <source>When the pile is empty, each player may bank one last series.</source>
        <translation>Finito il mazzo, ognuno può incassare un&apos;ultima serie.</translation>
    </message>
    <message>
        <source>Draw cards one by one into a face-down sequence; stop whenever you like.</source>
        <translation>Pesca le carte una alla volta in una sequenza coperta; fermati quando vuoi.</translation>
    </message>
    <message>
        <source>Then name the symbols from the last drawn to the first. All right: keep them. One wrong: lose them all.</source>
        <translation>Poi nomina i simboli dall&apos;ultimo pescato al primo. Tutto giusto: li tieni. Un errore: perdi tutto.</translation>
    </message>
    <message>
        <source>+3: draw three more. Steal 2: take two cards from a won pile. Hibernate: your drawing stops at once.</source>
        <translation>+3: pesca altre tre. Ruba 2: prendi due carte da un bottino. Letargo: la pesca finisce subito.</translation>
    </message>
    <message>
        <source>Bear: during someone&apos;s memory test, name their next card to win it. Switch: swap the first and last cards of a sequence.</source>
        <translation>Orso: durante la prova di un altro, nomina la sua prossima carta per vincerla. Switch: scambia la prima e l&apos;ultima carta di una sequenza.</translation>
    </message>
    <message>
        <source>Keep at most one action card. Each symbol scores 1, honey scores 2; ties go to the most honey.</source>
        <translation>Al massimo una Carta Azione. Ogni simbolo vale 1, il miele 2; in parità vince chi ha più miele.</translation>
    </message>
    <message>
        <source>From 6 players on, two decks are shuffled together: print the cards twice.</source>
        <translation>Da 6 giocatori in su si mescolano due mazzi: stampate le carte due volte.</translation>
    </message>
    <message>
        <source>Hold your cards so that you see one side and everyone else sees the other side.</source>
        <translation>Tieni le carte in modo da vedere un lato; gli altri vedono l&apos;altro lato.</translation>
    </message>
    <message>
        <source>On your turn: play a card to the centre as it is, do its picture&apos;s action, then take a card from the centre.</source>
        <translation>Nel tuo turno: metti una carta al centro così com&apos;è, fai l&apos;azione del disegno, poi prendi una carta dal centro.</translation>
    </message>
    <message>
        <source>Cards keep the way they face when played and when taken.</source>
        <translation>Le carte restano girate come sono quando le giochi e quando le prendi.</translation>
    </message>
    <message>
        <source>End of your turn: if all the animals you see in your hand are the same, or every card you see shows the magnifier, score 1 point.</source>
        <translation>Alla fine del tuo turno: se gli animali che vedi sono tutti uguali, o se tutte le carte che vedi mostrano la lente, 1 punto.</translation>
    </message>
    <message>
        <source>First to 3 points wins.</source>
        <translation>Vince chi arriva per primo a 3 punti.</translation>
    </message>
</context>
<context>
    <name>print_calibration</name>
    <message>
        <source>Calibration</source>
        <translation>Calibrazione</translation>
    </message>
    <message>
        <source>This line must measure exactly 100 mm. If not, print at 100 % (no &apos;fit to page&apos;).</source>
        <translation>Questa linea deve misurare 100 mm. Altrimenti stampa al 100 % (senza &apos;adatta alla pagina&apos;).</translation>
    </message>
    <message>
        <source>Duplex test: hold the sheet against a window. Each cross should sit on the 0 of its scale.</source>
        <translation>Fronte-retro: guarda il foglio controluce. Ogni croce deve cadere sullo 0 della sua scala.</translation>
    </message>
    <message>
        <source>Otherwise read the offset (mm) and export again with --back-offset X Y.</source>
        <translation>Altrimenti leggi lo scarto (mm) ed esporta di nuovo con --back-offset X Y.</translation>
    </message>
    <message>
        <source>back of the calibration sheet</source>
        <translation>retro del foglio di calibrazione</translation>
    </message>
    <message>
        <source>Two-sided, flip on the long edge</source>
        <translation>Fronte-retro, capovolgi sul lato lungo</translation>
    </message>
    <message>
        <source>Two-sided, flip on the short edge</source>
        <translation>Fronte-retro, capovolgi sul lato corto</translation>
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
        <translation>davanti</translation>
    </message>
    <message>
        <source>seen from the front</source>
        <translation>visto da davanti</translation>
    </message>
    <message>
        <source>VERSO</source>
        <translation>VERSO</translation>
    </message>
    <message>
        <source>back</source>
        <translation>dietro</translation>
    </message>
    <message>
        <source>seen from behind</source>
        <translation>visto da dietro</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>effetto</translation>
    </message>
    <message>
        <source>action</source>
        <translation>azione</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>jolly</translation>
    </message>
</context>
<context>
    <name>print_sheet</name>
    <message>
        <source>Recto Verso — score sheet</source>
        <translation>Recto Verso — foglio punti</translation>
    </message>
    <message>
        <source>Verso — score sheet</source>
        <translation>Verso — foglio punti</translation>
    </message>
    <message>
        <source>Revorso — score sheet</source>
        <translation>Revorso — foglio punti</translation>
    </message>
    <message>
        <source>DJ05135 — point track</source>
        <translation>DJ05135 — segnapunti</translation>
    </message>
    <message>
        <source>Recto Verso — co-op ladder (2 players)</source>
        <translation>Recto Verso — scala cooperativa (2 giocatori)</translation>
    </message>
    <message>
        <source>Recto Verso — time grid</source>
        <translation>Recto Verso — griglia dei tempi</translation>
    </message>
    <message>
        <source>Recto Verso — partner tokens</source>
        <translation>Recto Verso — gettoni Compagno</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>compagno</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>pti</translation>
    </message>
    <message>
        <source>honey</source>
        <translation>miele</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Gradino</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Tempo massimo</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentativi</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>fino a</translation>
    </message>
    <message>
        <source>more than 2:00</source>
        <translation>oltre 2:00</translation>
    </message>
    <message>
        <source>Solo: 35 average · 45 pure talent · 55 professional player · 64 the designers&apos; best</source>
        <translation>Solo: 35 media · 45 talento puro · 55 professionista · 64 il record degli autori</translation>
    </message>
    <message>
        <source>Series / square</source>
        <translation>Serie / quadrato</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Cut out one token per colour for each other player (two each with 3 players).</source>
        <translation>Ritaglia un gettone per colore per ogni altro giocatore (due ciascuno in 3).</translation>
    </message>
    <message>
        <source>First to 3 points wins.</source>
        <translation>Vince chi arriva per primo a 3 punti.</translation>
    </message>
    <message>
        <source>Tie: most honey cards wins.</source>
        <translation>Pareggio: vince chi ha più carte miele.</translation>
    </message>
</context>
<context>
    <name>setup_guide</name>
    <message>
        <source>Put the box in the middle with the board&apos;s 2-player side up: the ladder of {stages} stages.</source>
        <translation>Metti la scatola al centro con il lato per 2 giocatori del tabellone in su: la scala di {stages} gradini.</translation>
    </message>
    <message>
        <source>Put the box in the middle of the table with the board&apos;s 3-6 player side up.</source>
        <translation>Metti la scatola al centro del tavolo con il lato per 3-6 giocatori del tabellone in su.</translation>
    </message>
    <message>
        <source>Take the {cards} easy building cards (light blue background); the purple hard cards stay in the box.</source>
        <translation>Prendi le {cards} carte Edificio facili (sfondo azzurro); le carte difficili viola restano nella scatola.</translation>
    </message>
    <message>
        <source>Take the {cards} hard building cards (purple background); the light blue easy cards stay in the box.</source>
        <translation>Prendi le {cards} carte Edificio difficili (sfondo viola); le carte facili azzurre restano nella scatola.</translation>
    </message>
    <message>
        <source>Put {pieces} wooden pieces next to the box ({cubes} cubes in all). The red piece stays in the box: it is not used at the easy level.</source>
        <translation>Metti {pieces} pezzi di legno accanto alla scatola ({cubes} cubi in tutto). Il pezzo rosso resta nella scatola: al livello facile non si usa.</translation>
    </message>
    <message>
        <source>Put all {pieces} wooden pieces next to the box ({cubes} cubes in all), the red piece included.</source>
        <translation>Metti accanto alla scatola tutti i pezzi di legno, compreso quello rosso: {pieces} pezzi, {cubes} cubi in tutto.</translation>
    </message>
    <message>
        <source>Put one token on stage 1 of the ladder; the other tokens stay in the box.</source>
        <translation>Metti un gettone sul gradino 1 della scala; gli altri gettoni restano nella scatola.</translation>
    </message>
    <message>
        <source>Set the timer for stage 1: {first_time}. Each stage is shorter, down to {last_time} at stage {stages}.</source>
        <translation>Imposta il timer per il gradino 1: {first_time}. Ogni gradino è più breve, fino a {last_time} al gradino {stages}.</translation>
    </message>
    <message>
        <source>Put the victory point tokens where everyone can reach them.</source>
        <translation>Metti i gettoni punti vittoria alla portata di tutti.</translation>
    </message>
    <message>
        <source>Each of the {players} players takes a large player token: it shows their colour.</source>
        <translation>Ognuno dei {players} giocatori prende un gettone Giocatore grande: mostra il suo colore.</translation>
    </message>
    <message>
        <source>Each player takes one small partner token in the colour of each other player: {per_player} tokens each, {total} in all.</source>
        <translation>Ogni giocatore prende un gettone Compagno piccolo del colore di ciascun altro giocatore: {per_player} gettoni a testa, {total} in tutto.</translation>
    </message>
    <message>
        <source>Each player takes two small partner tokens in the colour of each other player: {per_player} tokens each, {total} in all.</source>
        <translation>Ogni giocatore prende due gettoni Compagno piccoli del colore di ciascun altro giocatore: {per_player} gettoni a testa, {total} in tutto.</translation>
    </message>
    <message>
        <source>Everyone turns their partner tokens grey side up and mixes them.</source>
        <translation>Ognuno gira i suoi gettoni Compagno sul lato grigio e li mescola.</translation>
    </message>
    <message>
        <source>The game lasts {rounds} rounds: each player is the active player {turns_each} times.</source>
        <translation>La partita dura {rounds} turni: ogni giocatore è di turno {turns_each} volte.</translation>
    </message>
    <message>
        <source>Get a stopwatch ready (a phone, or this app&apos;s stopwatch).</source>
        <translation>Tieni pronto un cronometro (un telefono, o il cronometro di questa app).</translation>
    </message>
    <message>
        <source>The player who most recently built or repaired something is the first active player; then it passes to the left.</source>
        <translation>Chi ha costruito o aggiustato qualcosa più di recente è il primo giocatore di turno; poi si passa a sinistra.</translation>
    </message>
    <message>
        <source>Count out {deck} cards ({per_player} per player) from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box.</source>
        <translation>Conta {deck} carte ({per_player} per giocatore) dal mazzo di {full_deck} carte e mescolale. Le altre {aside} carte restano nella scatola.</translation>
    </message>
    <message>
        <source>Shuffle all {deck} cards ({per_player} per player).</source>
        <translation>Mescola tutte le {deck} carte ({per_player} per giocatore).</translation>
    </message>
    <message>
        <source>Count out {deck} cards from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box.</source>
        <translation>Conta {deck} carte dal mazzo di {full_deck} carte e mescolale. Le altre {aside} carte restano nella scatola.</translation>
    </message>
    <message>
        <source>Put the pile in the middle. Its top card shows one of its two faces. Nobody is dealt any cards: every display starts empty.</source>
        <translation>Metti il mazzo al centro. La carta in cima mostra una delle sue due facce. Non si distribuisce nessuna carta: ognuno comincia senza carte davanti a sé.</translation>
    </message>
    <message>
        <source>Leave room in front of each player for three rows, one per colour (blue, green, orange).</source>
        <translation>Lascia spazio davanti a ogni giocatore per tre file, una per colore (blu, verde, arancione).</translation>
    </message>
    <message>
        <source>Keep a pencil and paper (or this app&apos;s score keeper) for the victory points.</source>
        <translation>Tieni carta e matita (o il segnapunti di questa app) per i punti vittoria.</translation>
    </message>
    <message>
        <source>The youngest player starts; then play passes to the left.</source>
        <translation>Comincia il più giovane; poi si gioca verso sinistra.</translation>
    </message>
    <message>
        <source>After each of your turns, play the simulated opponent: turn over the top card of the pile and follow the solo rule.</source>
        <translation>Dopo ogni tuo turno, gioca l&apos;avversario simulato: gira la carta in cima al mazzo e segui la regola del solitario.</translation>
    </message>
    <message>
        <source>Aim for {average} points or more; the designers&apos; best is {best}.</source>
        <translation>Punta a {average} punti o più; il record degli autori è {best}.</translation>
    </message>
    <message>
        <source>Use one deck of {cards} cards.</source>
        <translation>Usa un mazzo di {cards} carte.</translation>
    </message>
    <message>
        <source>Mix two decks together: {cards} cards in all.</source>
        <translation>Mescola insieme due mazzi: {cards} carte in tutto.</translation>
    </message>
    <message>
        <source>Shuffle and put the pile face down in the middle, with room beside it for a discard pile.</source>
        <translation>Mescola e metti il mazzo coperto al centro, con lo spazio accanto per gli scarti.</translation>
    </message>
    <message>
        <source>Each of the {players} players keeps {spaces} spaces in front of them: the sequence to remember, one action card, and the won pile.</source>
        <translation>Ognuno dei {players} giocatori tiene davanti a sé {spaces} zone: la sequenza da ricordare, una Carta Azione e il bottino delle carte vinte.</translation>
    </message>
    <message>
        <source>The first to shout &quot;Bear!&quot; starts, but not the person who read the rules. Play goes clockwise.</source>
        <translation>Comincia chi grida per primo &quot;Orso!&quot;, ma non chi ha letto le regole. Si gioca in senso orario.</translation>
    </message>
    <message>
        <source>Shuffle all {cards} cards without looking at them.</source>
        <translation>Mescola tutte le {cards} carte senza guardarle.</translation>
    </message>
    <message>
        <source>Deal {hand} cards to each player ({dealt} in all). Pick them up as they come, without turning them over.</source>
        <translation>Dai {hand} carte a ogni giocatore ({dealt} in tutto). Raccoglile così come arrivano, senza girarle.</translation>
    </message>
    <message>
        <source>Spread the other {centre} cards face up in the centre in {rows} rows of {columns}, so that every card can be seen.</source>
        <translation>Disponi le altre {centre} carte scoperte al centro in {rows} file da {columns}, in modo che ogni carta si veda.</translation>
    </message>
    <message>
        <source>Never look at the other side of the cards in your own hand.</source>
        <translation>Non guardare mai l&apos;altro lato delle carte che hai in mano.</translation>
    </message>
    <message>
        <source>The youngest player starts; then play goes clockwise.</source>
        <translation>Comincia il più giovane; poi si gioca in senso orario.</translation>
    </message>
    <message>
        <source>Keep something to count points with: the first to {target} points wins.</source>
        <translation>Tieni qualcosa per contare i punti: chi arriva per primo a {target} punti vince.</translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <source>Home</source>
        <extracomment>The engine game this view plays and autosaves (``None`` for views without a game); on start the app offers to resume that game&apos;s autosave through ``resume_autosave``.</extracomment>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Print &amp; play</source>
        <translation>Stampa e gioca</translation>
    </message>
    <message>
        <source>Every deck, building card, score sheet and player aid as PDF</source>
        <translation>Ogni mazzo, carta Edificio, foglio segnapunti e promemoria in PDF</translation>
    </message>
    <message>
        <source>Rules &amp; setup</source>
        <translation>Regole e preparazione</translation>
    </message>
    <message>
        <source>Rules in four languages, setup checklists, timers and score keeping</source>
        <translation>Regole in quattro lingue, liste di preparazione, cronometri e segnapunti</translation>
    </message>
</context>
</TS>
