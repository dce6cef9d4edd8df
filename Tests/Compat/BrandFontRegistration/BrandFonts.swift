import CoreText
import SwiftUI

/// A design system's brand typeface, shipped in its package and registered with Core Text before use
/// (iOS apps cannot use a package's fonts otherwise). Written in the shape public design-system
/// packages use: register every bundled file once, then name faces by PostScript name.
public enum BrandFonts {
    private static let faces = ["Brand-Regular", "Brand-SemiBold"]

    /// Registers the bundled faces; answers how many files registered.
    @discardableResult
    public static func register(from bundle: Bundle = .main) -> Int {
        var count = 0
        for name in faces {
            guard let url = bundle.url(forResource: name, withExtension: "ttf"),
                  let provider = CGDataProvider(url: url as CFURL),
                  let font = CGFont(provider) else { continue }
            var error: Unmanaged<CFError>?
            if CTFontManagerRegisterGraphicsFont(font, &error) {
                count += 1
            } else if let error = error?.takeRetainedValue(), CFErrorGetCode(error) != CTFontManagerError.alreadyRegistered.rawValue {
                print("Brand font \(name) failed: \(CFErrorCopyDescription(error))")
            }
        }
        for url in bundle.urls(forResourcesWithExtension: "otf", subdirectory: "Fonts") ?? [] {
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        }
        return count
    }

    /// Lists the installed faces, as registration helpers do while debugging a missing font.
    static func installedFaces() -> [String] {
        UIFont.familyNames.sorted().flatMap { family in UIFont.fontNames(forFamilyName: family).map { "\(family): \($0)" } }
    }
}

extension Font {
    /// The brand title face, scaled with Dynamic Type like the body style.
    static func brandTitle(_ size: CGFloat = 20) -> Font { .custom("Brand-SemiBold", size: size, relativeTo: .title3) }
}

/// A pill that names a plan in the brand face.
struct PlanBadge: View {
    let plan: String

    init(plan: String) {
        self.plan = plan
        BrandFonts.register()
    }

    var body: some View {
        Text(plan)
            .font(.brandTitle(15))
            .foregroundStyle(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color(red: 0.35, green: 0.2, blue: 0.75)))
    }
}
