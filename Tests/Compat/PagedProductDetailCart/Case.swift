import CompatSupport
import SpecimenUI

// A product page: the pager's first swatch (teal) fills the top (20, 20), its dots sit on the dark
// capsule (134, 186), the rating's first star is orange (24, 249), the price red (71, 275), and the
// pinned Add to Cart button is indigo (30, 470).
public let compatCase = CompatCase("PagedProductDetailCart", width: 320, height: 480, probes: [
        .at(20, 20, "#30B0C7"), .at(134, 186, "#248495", tolerance: 6), .at(24, 249, "#FF9500", tolerance: 24),
        .at(71, 275, "#FF3B30", tolerance: 24), .at(30, 470, "#5856D6")]) {
    ProductDetailPage(product: ShopProduct(name: "Canvas tote", swatches: [.teal, .brown, .mint], price: 24.9,
                                           originalPrice: 34.9, rating: 4.5, reviewCount: 128))
}
