<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardMakerDialog</name>
    <message numerus="yes">
        <source>%n card(s) written to %1 in %2. Print at 100 % (no “fit to page”).</source>
        <translation>
            <numerusform>%n card written to %1 in %2. Print at 100 % (no “fit to page”).</numerusform>
            <numerusform>%n cards written to %1 in %2. Print at 100 % (no “fit to page”).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>My cards: %n card(s).</source>
        <translation>
            <numerusform>My cards: %n card.</numerusform>
            <numerusform>My cards: %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DJ05135Ending</name>
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
    <message numerus="yes">
        <source>%1 of %n point(s)</source>
        <translation>
            <numerusform>%1 of %n point</numerusform>
            <numerusform>%1 of %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre: %n card(s), face up</source>
        <translation>
            <numerusform>Centre: %n card, face up</numerusform>
            <numerusform>Centre: %n cards, face up</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LockoutList</name>
    <message numerus="yes">
        <source>%n wrong codes</source>
        <translation>
            <numerusform>%n wrong code</numerusform>
            <numerusform>%n wrong codes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned away: %n</source>
        <translation>
            <numerusform>Turned away: %n</numerusform>
            <numerusform>Turned away: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message numerus="yes">
        <source>To leave room for the %1 mm bleed, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>To leave room for the %1 mm bleed, each sheet holds %n card instead of %2.</numerusform>
            <numerusform>To leave room for the %1 mm bleed, each sheet holds %n cards instead of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the crop marks, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>To leave room for the crop marks, each sheet holds %n card instead of %2.</numerusform>
            <numerusform>To leave room for the crop marks, each sheet holds %n cards instead of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the %1 mm bleed and the crop marks, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>To leave room for the %1 mm bleed and the crop marks, each sheet holds %n card instead of %2.</numerusform>
            <numerusform>To leave room for the %1 mm bleed and the crop marks, each sheet holds %n cards instead of %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintView</name>
    <message numerus="yes">
        <source>Done: %n file(s) (%1 MB) in %2.</source>
        <translation>
            <numerusform>Done: %n file (%1 MB) in %2.</numerusform>
            <numerusform>Done: %n files (%1 MB) in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export stopped. %n file(s) finished before; no file is half-written.</source>
        <translation>
            <numerusform>Export stopped. %n file was finished before; no file is half-written.</numerusform>
            <numerusform>Export stopped. %n files were finished before; no file is half-written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RectoVersoView</name>
    <message numerus="yes">
        <source>%1 and %2 built it in %3: %n point(s) each.</source>
        <translation>
            <numerusform>%1 and %2 built it in %3: %n point each.</numerusform>
            <numerusform>%1 and %2 built it in %3: %n points each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s):</source>
        <translation>
            <numerusform>%n mistake:</numerusform>
            <numerusform>%n mistakes:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left</source>
        <translation>
            <numerusform>%n token left</numerusform>
            <numerusform>%n tokens left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message numerus="yes">
        <source>Resume {game} — saved {when}, %n move(s) played</source>
        <translation>
            <numerusform>Resume {game} — saved {when}, %n move played</numerusform>
            <numerusform>Resume {game} — saved {when}, %n moves played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RevorsoEnding</name>
    <message numerus="yes">
        <source>%1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.</source>
        <translation>
            <numerusform>%1 have %n point each: the tie goes to the most honey cards (%2), so %3 wins.</numerusform>
            <numerusform>%1 have %n points each: the tie goes to the most honey cards (%2), so %3 wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 have %n point(s) each and as many honey cards (%2): they share the win.</source>
        <translation>
            <numerusform>%1 have %n point each and as many honey cards (%2): they share the win.</numerusform>
            <numerusform>%1 have %n points each and as many honey cards (%2): they share the win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each and as many honey cards (%2): you share the win.</source>
        <translation>
            <numerusform>You and %1 have %n point each and as many honey cards (%2): you share the win.</numerusform>
            <numerusform>You and %1 have %n points each and as many honey cards (%2): you share the win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each: you have the most honey cards (%2), so you win.</source>
        <translation>
            <numerusform>You and %1 have %n point each: you have the most honey cards (%2), so you win.</numerusform>
            <numerusform>You and %1 have %n points each: you have the most honey cards (%2), so you win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.</source>
        <translation>
            <numerusform>You and %1 have %n point each: the tie goes to the most honey cards (%2), so %3 wins.</numerusform>
            <numerusform>You and %1 have %n points each: the tie goes to the most honey cards (%2), so %3 wins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RevorsoTableView</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
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
            <numerusform>%n honey</numerusform>
            <numerusform>%n honey</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence: %n card(s), first drawn on the left</source>
        <translation>
            <numerusform>Your sequence: %n card, first drawn on the left</numerusform>
            <numerusform>Your sequence: %n cards, first drawn on the left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s sequence: %n card(s), first drawn on the left</source>
        <translation>
            <numerusform>%1&apos;s sequence: %n card, first drawn on the left</numerusform>
            <numerusform>%1&apos;s sequence: %n cards, first drawn on the left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 (%n card(s))</source>
        <translation>
            <numerusform>%1. %2 (%n card)</numerusform>
            <numerusform>%1. %2 (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: you share the win with %n point(s).</source>
        <translation>
            <numerusform>The game is over: you share the win with %n point.</numerusform>
            <numerusform>The game is over: you share the win with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: a shared win with %n point(s).</source>
        <translation>
            <numerusform>The game is over: a shared win with %n point.</numerusform>
            <numerusform>The game is over: a shared win with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: you win with %n point(s).</source>
        <translation>
            <numerusform>The game is over: you win with %n point.</numerusform>
            <numerusform>The game is over: you win with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>The game is over: %1 wins with %n point.</numerusform>
            <numerusform>The game is over: %1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n more card(s).</source>
        <translation>
            <numerusform>Your turn: draw %n more card.</numerusform>
            <numerusform>Your turn: draw %n more cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw again, or stop and recite your %n card(s) from the last to the first.</source>
        <translation>
            <numerusform>Draw again, or stop and recite your %n card from the last to the first.</numerusform>
            <numerusform>Draw again, or stop and recite your %n cards from the last to the first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw %n more card(s).</source>
        <translation>
            <numerusform>%1: draw %n more card.</numerusform>
            <numerusform>%1: draw %n more cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw again, or stop and recite your %n card(s) from the last to the first.</source>
        <translation>
            <numerusform>%1: draw again, or stop and recite your %n card from the last to the first.</numerusform>
            <numerusform>%1: draw again, or stop and recite your %n cards from the last to the first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steal from %2, who won %n card(s) (key %1)</source>
        <extracomment>What the steal and stop buttons do, said by a screen reader with what they act on.</extracomment>
        <translation>
            <numerusform>Steal from %2, who won %n card (key %1)</numerusform>
            <numerusform>Steal from %2, who won %n cards (key %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stop and recite your %n card(s) (%1)</source>
        <translation>
            <numerusform>Stop and recite your %n card (%1)</numerusform>
            <numerusform>Stop and recite your %n cards (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StopwatchTool</name>
    <message numerus="yes">
        <source>Worth now: %n point(s) each</source>
        <translation>
            <numerusform>Worth now: %n point each</numerusform>
            <numerusform>Worth now: %n points each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If correct: %n point(s) each</source>
        <translation>
            <numerusform>If correct: %n point each</numerusform>
            <numerusform>If correct: %n points each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
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
    <name>VersoBankNote</name>
    <message numerus="yes">
        <source>%1 banked %n cards</source>
        <translation>
            <numerusform>%1 banked %n card</numerusform>
            <numerusform>%1 banked %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1&apos;s cards flipped</source>
        <translation>
            <numerusform>%n of %1&apos;s cards flipped</numerusform>
            <numerusform>%n of %1&apos;s cards flipped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VersoCardTable</name>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VersoEnding</name>
    <message numerus="yes">
        <source>You scored %n point(s)</source>
        <translation>
            <numerusform>You scored %n point</numerusform>
            <numerusform>You scored %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VersoTableView</name>
    <message numerus="yes">
        <source>Deal number %1 · %n card(s) left</source>
        <translation>
            <numerusform>Deal number %1 · %n card left</numerusform>
            <numerusform>Deal number %1 · %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %1 %2: %n point(s)</source>
        <translation>
            <numerusform>✓ %1 %2: %n point</numerusform>
            <numerusform>✓ %1 %2: %n points</numerusform>
        </translation>
    </message>
</context>
</TS>
