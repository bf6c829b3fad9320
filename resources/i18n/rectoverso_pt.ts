<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>dj05135</source>
        <comment>A person</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dj05135</source>
        <comment>Computer: plays at random</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dj05135</source>
        <comment>Computer: quick, no memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dj05135</source>
        <comment>Computer with memory: easy</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dj05135</source>
        <comment>Computer with memory: medium</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dj05135</source>
        <comment>Computer with memory: hard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <extracomment>Bot pace: (pause before a bot&apos;s move, how long a drawn card stays face up), in ms.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards
%2 points
%3 honey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ plays now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? asked now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bot, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s sequence: %2 cards, first drawn on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s sequence: no card yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ next to name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Recto Verso Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Recto Verso, Verso, Revorso and DJ05135 at the computer, learn their rules, and print them at home.
PySide6 {pyside}, Qt {qt}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences of the app and of what it ships:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(licence file {name} is missing)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AssistantView</name>
    <message>
        <source>Rules</source>
        <extracomment>Page ids in the order of the side list; also the screenshot modes (rules is mode None).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co-op ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score keeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules &amp; setup pages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody&apos;s cards stay hidden while the computer players take their turns.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DJ05135TableView</name>
    <message>
        <source>New game…</source>
        <extracomment>Pauses before a computer player&apos;s step: slow, normal, fast (ms). The seat whose view is on screen (None: nobody&apos;s, the cover is up).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game to a file (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the computer players wait before each step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The round picture on a card tells what happens when it is played.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1 (not a DJ05135 game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DJ05135</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took one of %2&apos;s cards: %2 now takes a card from the centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn. Everybody else, look away from the screen!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card, or move with the arrow keys or Tab and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round picture on the card you play tells what happens next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card comes into your hand with its face-up side towards you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch closely: you see what was underneath.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning a card round in a hand swaps the side its holder sees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then choose which side of it will face you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre: %1 cards, face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see this side of your cards. The others see the other side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see: %1. The others see its other side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see: %1. %2 sees its other side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What %1 saw (the computer shows each person only their own view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which side will face you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn it round (the side %1 saw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backspace: choose another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, keep seeing the %2, or turn the card round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three points: well played, everybody!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn limit was reached: the most points win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Ctrl+N: new game)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndPage</name>
    <message>
        <source>Play again with the &amp;same seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You scored %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>35 is an average game; the designers&apos; best is 64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: %1 share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same players, a new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honey cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card won is worth 1 point and honey 2. Had the top scores been equal, the player with more honey cards would have won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 have %2 points each: the tie goes to the most honey cards (%3), so %4 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 have %2 points each and as many honey cards (%3): they share the win.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorReportDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recto Verso Studio hit an unexpected problem. Your games are saved and the app will try to carry on. Please copy the report below and send it with a few words about what you were doing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GridEditor</name>
    <message>
        <source>row %1: the time must look like 1:30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1: the points must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved. The stopwatch uses this grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default grid is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A correct building finished within a time scores its points; after the last time, 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to (m:ss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <source>Recto Verso Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four two-sided games to play at the computer and to print at home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tile with the mouse, or with the arrow keys and Enter. Esc comes back here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LadderPage</name>
    <message>
        <source>Co-op ladder (2 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stages, each with less time: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LadderTool</name>
    <message>
        <source>All %1 stages climbed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kings of Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 of %2 — attempt %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide in a card, then press Start (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build! Correct in time: Built it (B); a mistake: Failed (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage cleared! Next card, then Start (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same stage again with a new card: Start (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up! Same stage again with a new card: Start (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You climbed the whole ladder: you are master builders!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb again (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Built it (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ Failed (F)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>← &amp;Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the home screen (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of DJ05135</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two to four players. Each seat is a person or a computer player. With two or more people, the computer asks you to pass it on before each person&apos;s turn, so nobody sees the other side of their own cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats, in playing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;youngest player starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score with the side the &amp;others see (harder: you must guess your hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same number deals the same cards again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal &amp;number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>For sharing or for print-on-demand services; saved in a png folder</source>
        <extracomment>the two-sided choices: (duplex, gutterfold)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: the bleed is reduced to %1 mm so that %2 cards fit on each sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All four games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building cards and every deck, fronts and backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;aids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One page of rules reminders per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calib&amp;ration page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 100 mm ruler and a test of how the backs line up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the cards, score sheets and player aids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper and cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mini</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bleed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra background around each card, so a slightly off cut shows no white edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cr&amp;op marks in the margins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ink saver (no full backgrounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-sided printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing &amp;mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-sided, flip on the long edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-sided, flip on the short edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-sided: fronts and backs in two files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold and glue (one-sided)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back offset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves every back to the right (mm); read it off the calibration page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves every back down (mm); read it off the calibration page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also &amp;write a PNG of every card face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution of the PNG pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resol&amp;ution:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartnersPage</name>
    <message>
        <source>Player %1</source>
        <extracomment>Where each new draw&apos;s seed comes from (tests and screenshots fix it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first active player: whoever most recently built or repaired something</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces the grey partner tokens: one round per token, the active player moves left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartnersTool</name>
    <message>
        <source>◀ Previous (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round (N) ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the names, then start the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 tokens are turned: the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>builds with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey tokens left (this one included): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PieceButton</name>
    <message>
        <source>on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 piece, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card fronts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to print: tick at least one thing to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2 · file %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These cards cannot be shown; the export will skip them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the 100 mm ruler, then print this sheet two-sided to test the backs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back of the calibration sheet: the scales fall behind the crosses of the front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed as it is shown, one-sided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Cut along the crop marks in the margins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet %1: fronts on the left, backs on the right. Cut, fold on the dashed line and glue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet %1, fronts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet %1, backs: feed the printed fronts back in and print these on the reverse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet %1, backs: printed on the reverse (flip on the %2), each back right behind its front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrintView</name>
    <message>
        <source>Print &amp; play</source>
        <extracomment>how a folder is opened (replaced in tests)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deck, building card, score sheet and player aid as PDF files to print at home, previewed page by page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save in &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the export; files already finished stay whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the PDF files into the folder (Alt+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the options, check the pages on the right, then export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the PDF files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder for the PDF files first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose a folder for the PDF files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Choose another one, or create it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to. Choose a folder of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one thing to print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping after the file being written…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1 files (%2 MB) in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print at 100 % (no “fit to page”); the calibration page checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export stopped. %1 files were finished before; no file is half-written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full. The export stopped and left no half-written file; free some space and export again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 is gone. Choose another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write into %1: %2. No half-written file was left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export failed because of an error in the app; it is in the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RectoVersoView</name>
    <message>
        <source>Recto!</source>
        <extracomment>&quot;setup&quot;, &quot;announce&quot; (card hidden), &quot;build&quot; (clock running), &quot;result&quot;, &quot;over&quot;. Each entry is one user step (clearing the board is one step of several actions). History lengths where a step of several actions started, by where it ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The front partner says the building is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verso!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The back partner says the building is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ &amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces (Tab picks the next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a &amp;solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⟲ Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the view left (Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E ⟳</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the view right (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second window with only the back, for a second screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the front facade (partner A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the back facade (partner B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both facades (solo puzzle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a piece in the tray, then click the board. R / Shift+R turn it, T tips it over, F flips it. Tab, arrows and Enter build with the keys; Delete takes a piece off; Q / E turn the view; F6 leaves the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Recto Verso game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flips a partner token: %2! %1 looks at the FRONT, %2 at the BACK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to build the card together. One looks at the front, the other at the back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts failed so far: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 built it in %3: %4 points each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All partner tokens are flipped. Winner: %1!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>👑 %1 👑</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 7 stages cleared! The last one in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The climb ends here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You reached stage %1 of 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 cleared!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built in %1. Next: %2 for stage %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time ran out (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The building does not match the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1 not cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again with a new card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 mistake:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mistakes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: the %1 piece goes where its ghost is. Click or press Enter to put it down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: take the %1 piece off; it blocks every solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No piece to add: check the building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up and see a solution?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Here is one solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding the %1 piece: click the board to put it down; R, T, F turn it; right click puts it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece back in the tray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 piece is on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No piece there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 piece is back in the tray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every piece is on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 piece sticks out of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: the %1 piece would rest on empty space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No room for the %1 piece there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FRONT · RECTO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BACK · VERSO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 piece lands on floor %2. Click or press Enter to put it down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle — card %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 level: %2 pieces. Build both facades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party — round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 builds the front, %2 the back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co-op ladder — stage %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts failed: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FRONT · recto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BACK · verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recto Verso — back (verso) partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The BACK of the building (verso)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 token left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;How to build&lt;/b&gt;&lt;br&gt;Click a piece in the tray, move it over the board and click to put it down. It drops to the lowest place where it is supported.&lt;br&gt;&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt; turn it, &lt;b&gt;T&lt;/b&gt; tips it over, &lt;b&gt;F&lt;/b&gt; flips it, &lt;b&gt;Q&lt;/b&gt; / &lt;b&gt;E&lt;/b&gt; turn the view. Click a piece on the board to pick it up again, or drag it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RevorsoTableView</name>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot &amp;pace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move when no card was revealed since (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game to a file (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume a saved game (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card  (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop and recite  (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass  (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Switch  (Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it go  (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name %1 (key %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revorso games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revorso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game with this seed to deal the same cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 (%3 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: a shared win with %1 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: %1 wins with %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is drawing… watch the cards and remember them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Hibernate! Your drawing is over: stop and recite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the deck is empty: stop and recite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: draw %2 more card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your turn: draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: draw again, or stop and recite your %2 card(s) from the last to the first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew Steal 2 and chooses whom to rob…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Steal 2! Choose whose won pile to take the top two cards from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may play Switch on %2&apos;s sequence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: play Switch? The first and last cards of %2&apos;s sequence change places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may call Bear on %2&apos;s next card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: call Bear? Name %2&apos;s next card to win it (keys 1–5), or let it go (N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is reciting the sequence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: memory test! Which symbol is card %2 of %3? (keys 1–5, the last drawn first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <extracomment>Emitted after a (re)load with the game and the language actually shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a word, e.g. joker (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game option you can switch on when you start a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found in these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found in 1 section — Enter: next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found in %1 sections — Enter: next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoresPage</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score keeper: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type over a cell or double-click it; names too. Everything is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scores cannot be saved in %1 (%2); they stay on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honey cards won: they break a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the points of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ %1 share the win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ %1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ In the lead: %1 (tie broken by honey)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ Sharing the lead: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ In the lead: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most points wins; players who tie share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most points wins; a tie goes to the tied player with more honey cards, or else is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player to reach %1 points wins at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ &amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− Last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the scores, keep the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores: type a number in a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 A fresh score sheet was started; the old file is kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presenter mode (large text and high contrast for projectors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;symbols and letters on every colour (colour-blind friendly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In presenter mode the interface is at least 1.5× its normal size.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New Revorso game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed deals the same cards: note it to replay a game with a class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot, easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot, medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot, hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch may also be played after a forced stop (Hibernate or an empty deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>✔ All set: enjoy the game!</source>
        <extracomment>A usual table for each game, shown first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy (%1 pieces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard (%1 pieces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup checklist: Tab to an item, Space ticks it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recto Verso — the building game</source>
        <extracomment>Okabe–Ito colours for the players; each also shows the player&apos;s initial.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild the building on the card with the wooden pieces. One partner sees the front, the other the back. Choose how to play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Easy (10 pieces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hard (11 pieces, with the red one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzle — 1 player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a card alone with both facades in view. Hints and a solution when you are stuck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the &amp;puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New card (generated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party game — 3 to 6 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner tokens pair the builders; the faster a correct building, the more points to both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the p&amp;arty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co-op ladder — 2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb 7 stages together, from 1:30 down to 0:15 per building. Clear them all to become the Kings of Construction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the &amp;ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 stages to climb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FRONT · recto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BACK · verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top card as shown or flipped, bank series of one colour, and complete the square of three cards in each colour. Everything is face up, so players can share one screen: the table always shows whose turn it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: beginner (random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A series may run on from 6 to 1 (e.g. 5-6-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two jokers of one colour count as identical cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The square scores again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once it was broken and formed again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only after banking a series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and players give the same deal: a class can replay a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: after each of your actions a simulated opponent turns the top card of the deck.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>the side you see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the side the others see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DJ05135 — you see one side, the others see the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Every card has an animal on both sides. You hold your cards so that you see one side and everybody else sees the other.&lt;/p&gt;&lt;p&gt;On your turn: &lt;b&gt;play&lt;/b&gt; a card to the centre, do what its round picture says, then &lt;b&gt;take&lt;/b&gt; a card from the centre.&lt;/p&gt;&lt;p&gt;When all the cards you see show the same animal (or all show the magnifying glass) at the end of your turn, you win a point. &lt;b&gt;Three points win.&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StopwatchPage</name>
    <message>
        <source>Recto Verso stopwatch</source>
        <extracomment>The user&apos;s own choice to show the editor; until then it shows when there is room.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the time grid editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StopwatchTool</name>
    <message>
        <source>Slide in a card, then press Start (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recto! called: waiting for Verso!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verso! called: waiting for Recto!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building… call Recto! (R) and Verso! (V) when done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over time: 0 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth now: 1 point each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth now: %1 points each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped. Check both sides of the building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too slow: 0 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If correct: 1 point each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If correct: %1 points each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recto! (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verso! (V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time on the stopwatch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Player %1</source>
        <extracomment>scene width in card units (a card is 63 × 88) one opponent&apos;s line how far a selected card rises Multiplies every animation&apos;s length (tests run them fast).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other side: ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher: you flip
your highest card
of that colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not higher:
nothing happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a joker:
nothing happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square! %1 scores 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draw pile is empty:
one last series each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sea · blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land · green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sky · orange</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VersoSeries</name>
    <message>
        <source>Select two or more cards of one colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A series has at most six cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A series is all one colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A series needs at least one numbered card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards have the same value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These values do not follow on, even with jokers filling the gaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn to bank.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VersoTableView</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last action (U or Ctrl+Z), unless it revealed a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take as shown (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip and take (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bank series (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1 · %2 cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bot) is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the pile is empty. Bank one last series, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: take the top card as shown or flipped, or bank a series.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, your turn: take the top card or bank a series.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn, %1: take the top card or bank a series.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold the card shown, so you must flip it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click your cards (or arrows and Space) to choose a series of one colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ %1 %2: %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ %1 for the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the jokers stand decides which two cards are discarded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>assistant</name>
    <message>
        <source>Recto Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revorso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DJ05135</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave full screen (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this tool alone on the whole screen; Esc comes back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown full screen. Press Esc there to come back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>recto_verso</name>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>violet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setup_guide</name>
    <message>
        <source>Put the box in the middle with the board&apos;s 2-player side up: the ladder of {stages} stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the box in the middle of the table with the board&apos;s 3-6 player side up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the {cards} easy building cards (light blue background); the purple hard cards stay in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the {cards} hard building cards (purple background); the light blue easy cards stay in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {pieces} wooden pieces next to the box ({cubes} cubes in all). The red piece stays in the box: it is not used at the easy level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put all {pieces} wooden pieces next to the box ({cubes} cubes in all), the red piece included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put one token on stage 1 of the ladder; the other tokens stay in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the timer for stage 1: {first_time}. Each stage is shorter, down to {last_time} at stage {stages}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the victory point tokens where everyone can reach them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the {players} players takes a large player token: it shows their colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player takes one small partner token in the colour of each other player: {per_player} tokens each, {total} in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player takes two small partner tokens in the colour of each other player: {per_player} tokens each, {total} in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone turns their partner tokens grey side up and mixes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game lasts {rounds} rounds: each player is the active player {turns_each} times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get a stopwatch ready (a phone, or this app&apos;s stopwatch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player who most recently built or repaired something is the first active player; then it passes to the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count out {deck} cards ({per_player} per player) from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle all {deck} cards ({per_player} per player).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count out {deck} cards from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the pile in the middle. Its top card shows one of its two faces. Nobody is dealt any cards: every display starts empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave room in front of each player for three rows, one per colour (blue, green, orange).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a pencil and paper (or this app&apos;s score keeper) for the victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The youngest player starts; then play passes to the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each of your turns, play the simulated opponent: turn over the top card of the pile and follow the solo rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aim for {average} points or more; the designers&apos; best is {best}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use one deck of {cards} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mix two decks together: {cards} cards in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle and put the pile face down in the middle, with room beside it for a discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the {players} players keeps {spaces} spaces in front of them: the sequence to remember, one action card, and the pile of cards won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first to shout &quot;Bear!&quot; starts, but not the person who read the rules. Play goes clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle all {cards} cards without looking at them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {hand} cards to each player ({dealt} in all). Pick them up as they come, without turning them over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the other {centre} cards face up in the middle in {rows} rows of {columns}, so that every card can be seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never look at the other side of the cards in your own hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The youngest player starts; then play goes clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep something to count points with: the first to {target} points wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>view</name>
    <message>
        <source>sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sky</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <source>Home</source>
        <extracomment>Every view of the app, home first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild the building from its front and back: puzzle, party, co-op ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw or flip, bank series, build the square — 1 to 6 players or solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp; play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deck, building card, score sheet and player aid as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DJ05135</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see one side of your animals, the others see the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revorso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw, remember, recite backwards — push your luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules &amp; setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in four languages, setup checklists, timers and score keeping</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
