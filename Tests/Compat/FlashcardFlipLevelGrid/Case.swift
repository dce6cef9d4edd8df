import CompatSupport
import SpecimenUI

// The card is turned over: teal, the term hidden, and the strip down its bound (leading) edge turned with it to
// the right (274, 108), so the left edge is bare teal (46, 108); the definition, turned a half-turn of its own,
// reads the right way round in the middle. The level grid's three open levels are orange (34, 230); the locked
// ones are grey, orange through `.grayscale(1)` at 60 % (238, 230; 34, 298).
public let compatCase = CompatCase("FlashcardFlipLevelGrid", width: 320, height: 360, probes: [
        .at(46, 108, "#30B0C7", tolerance: 4), .at(274, 108, "#FFCC00", tolerance: 4), .at(160, 100, "#30B0C7", tolerance: 4),
        .at(34, 230, "#FF9500", tolerance: 4), .at(238, 230, "#C7C7C7", tolerance: 4), .at(34, 298, "#C7C7C7", tolerance: 4)]) {
    StudyScreen(card: Flashcard(term: "Photosynthesis", definition: "Plants turn light into sugar"),
                levels: [(3, false), (2, false), (1, false), (0, true), (0, true), (0, true), (0, true), (0, true)])
}
