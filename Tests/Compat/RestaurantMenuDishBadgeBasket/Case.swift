import CompatSupport
import SpecimenUI

// A 4.5 rating: the fifth star is `star.leadinghalf.filled`, orange on its left half (91, 45) and open on its right
// (95, 45). Quantity badges sit on the tiles' top-trailing corners, pushed out by `.offset` (the poke bowl's 2 at 341, 120;
// the fries' 1 at 337, 340); the wrap has none, so above its tile stays white (341, 229). The add button is a white disc
// over the tile's bottom-trailing corner (330, 196). The selected category chip is black (20, 88), the others grey
// (120, 76); the basket bar is green in the bottom inset (30, 455).
public let compatCase = CompatCase("RestaurantMenuDishBadgeBasket", width: 360, height: 480, probes: [
        .at(91, 45, "#FF9500"), .at(95, 45, "#FFFFFF"), .at(341, 120, "#FF3B30"), .at(337, 340, "#FF3B30"),
        .at(341, 229, "#FFFFFF"), .at(330, 196, "#FFFFFF"), .at(20, 88, "#000000"), .at(120, 76, "#F2F2F7"),
        .at(30, 455, "#34C759")]) {
    RestaurantMenuScreen(
        name: "Green Fork Kitchen",
        rating: 4.5,
        dishes: [
            Dish(name: "Salmon poke bowl", detail: "Sushi rice, edamame, mango, pickled ginger and sesame dressing",
                 price: 13.9, tint: .orange, quantity: 2),
            Dish(name: "Falafel wrap", detail: "Chickpea falafel, tahini, pickled onion", price: 8.5, tint: .green),
            Dish(name: "Sweet potato fries", detail: "With smoked paprika mayo", price: 4.2, tint: .yellow, quantity: 1),
        ])
}
