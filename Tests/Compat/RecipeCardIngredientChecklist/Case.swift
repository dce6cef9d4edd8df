import CompatSupport
import SpecimenUI

// The hero card (16…304 × 12…152) is yellow at its top (30, 20) and darkened to brown near its bottom by the
// clear-to-black gradient laid over it from its centre (30, 140); the time chip is a white capsule over the
// photo (222, 33). The tag chips are their colours at 15 % (20, 174 green; 140, 174 orange). The checked
// ingredient's circle is filled green (22, 240) and its name struck through in grey across the gap between
// its words (88, 240); an unchecked circle is a grey ring (18, 273) with a white middle (28, 273).
public let compatCase = CompatCase("RecipeCardIngredientChecklist", width: 320, height: 340, probes: [
        .at(30, 20, "#FFC900", tolerance: 6), .at(30, 140, "#5C4500", tolerance: 6), .at(222, 33, "#FFFFFF"),
        .at(20, 174, "#E0F6E6", tolerance: 4), .at(140, 174, "#FFEFD9", tolerance: 4),
        .at(22, 240, "#34C759", tolerance: 4), .at(88, 240, "#A7A7AB", tolerance: 10),
        .at(18, 273, "#8A8A8E", tolerance: 10), .at(28, 273, "#FFFFFF")]) {
    RecipeOverviewView(ingredients: [
        RecipeIngredient(name: "Orzo pasta", amount: "250 g"),
        RecipeIngredient(name: "Lemon zest", amount: "1 lemon"),
        RecipeIngredient(name: "Baby spinach", amount: "2 cups"),
    ], checked: ["Orzo pasta"])
}
