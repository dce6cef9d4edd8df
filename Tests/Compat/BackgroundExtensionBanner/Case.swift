import CompatSupport
import SpecimenUI

// Above the banner (the unsafe strip from y 0 to 30) the copy mirrored about the top edge shows
// the banner's green top rows, blurred (an unmirrored copy would put its yellow bottom there); the
// leading strip shows green too; with the effect off the strip stays white. The banners draw below.
public let compatCase = CompatCase("BackgroundExtensionBanner", width: 220, height: 100,
    probes: [.at(60, 20, "#3CC755", tolerance: 8), .at(5, 45, "#4CC74E", tolerance: 8),
             .at(160, 15, "#FFFFFF"), .at(60, 45, "#34C759"), .at(160, 45, "#34C759"), .at(60, 75, "#FFCC00")]) {
    HStack(spacing: 10) {
        FeaturedSection().frame(width: 110)
        VStack(spacing: 0) {
            HeroBanner(extendsBackground: false)
            Spacer(minLength: 0)
        }
        .safeAreaPadding(.top, 30)
        .frame(width: 100)
    }
}
