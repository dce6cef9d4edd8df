import CompatSupport
import SpecimenUI

// The carousel is a page `TabView(selection:)` bound to page 1, so the second photo (orange) is shown (180, 60) and the
// second of the three page dots is white (180, 181) while the others are faint (164, 181; 196, 181). The favourite heart
// is pink on a white disc (317, 52); the rent tag is a dark capsule (30, 49). The price range fills between its thumbs
// (140, 360) over a grey track (40, 360), a white thumb at 1 000 (81, 353). The 2+ chip is filled with the accent
// (122, 292); the first company's logo is an indigo rounded square (22, 410).
public let compatCase = CompatCase("ListingCarouselRangeFilterJobs", width: 360, height: 520, probes: [
        .at(180, 60, "#FF9E15"), .at(180, 181, "#FFFFFF"), .at(164, 181, "#FFD396"), .at(196, 181, "#FFD396"),
        .at(317, 52, "#FF2D55"), .at(30, 49, "#402704"), .at(140, 360, "#007AFF"), .at(40, 360, "#E5E5EA"),
        .at(81, 353, "#FFFFFF"), .at(122, 292, "#007AFF"), .at(22, 410, "#5856D6")]) {
    ListingsHomeView(
        listing: RentalListing(title: "Bright two-bedroom by the canal", district: "Jordaan", monthlyRent: 1850,
                               bedrooms: 2, bathrooms: 1, photoTints: [.teal, .orange, .purple]),
        jobs: [
            JobOpening(role: "Leasing agent", company: "Canal Homes", logoColor: .indigo, salary: 38_000...46_000),
            JobOpening(role: "Property manager", company: "Nordlet", logoColor: .mint, salary: 52_000...64_000),
        ])
}
