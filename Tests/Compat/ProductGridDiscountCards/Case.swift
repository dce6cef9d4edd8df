import CompatSupport
import SpecimenUI

// A two-column product grid: the first card's swatch (30, 100), its red discount capsule (24, 30),
// the favourite's filled pink heart (131, 34) on a white disc (118, 35), the second card's green
// swatch (240, 100).
public let compatCase = CompatCase("ProductGridDiscountCards", width: 320, height: 420, probes: [
        .at(30, 100, "#0675EF", tolerance: 30), .at(24, 30, "#FF3B30", tolerance: 24), .at(131, 34, "#FF2D55", tolerance: 24),
        .at(118, 35, "#FFFFFF", tolerance: 6), .at(240, 100, "#35BC57", tolerance: 30)]) {
    ProductGridScreen(products: [
        GridProduct(id: 1, name: "Trail runner", tint: .blue, price: 89, discountPercent: 25, rating: 4.6, isFavorite: true),
        GridProduct(id: 2, name: "Wool beanie", tint: .green, price: 19.5, discountPercent: 0, rating: 4.2, isFavorite: false),
        GridProduct(id: 3, name: "Rain shell", tint: .orange, price: 120, discountPercent: 10, rating: 4.8, isFavorite: false),
        GridProduct(id: 4, name: "Day pack", tint: .purple, price: 64, discountPercent: 15, rating: 3.9, isFavorite: true),
    ])
}
