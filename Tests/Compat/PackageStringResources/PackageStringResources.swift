import SwiftUI

// A feature package's onboarding header whose strings live in the package's own table: resources
// name their bundle (`.forClass` a type of the package, `.atURL` a bundle's URL), and plain keys
// go through `Text(_:tableName:bundle:comment:)` with Xcode 26's `#bundle`.
private final class OnboardingBundleToken {}

extension LocalizedStringResource {
    static var onboardingTitle: LocalizedStringResource {
        LocalizedStringResource("onboarding.title", defaultValue: "Welcome aboard", table: "Onboarding",
                                bundle: .forClass(OnboardingBundleToken.self), comment: "Title of the first page")
    }

    static var onboardingContinue: LocalizedStringResource {
        LocalizedStringResource("Continue", table: "Onboarding", bundle: .atURL(Bundle.main.bundleURL))
    }
}

struct OnboardingHeader: View {
    var body: some View {
        VStack(spacing: 10) {
            Text(.onboardingTitle)
                .font(.title3.bold())
            Text("Your trips, in one place", tableName: "Onboarding", bundle: #bundle, comment: "Subtitle")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Button(.onboardingContinue) {}
                .buttonStyle(.borderedProminent)
                .tint(.teal)
            Text(String(localized: .onboardingContinue).uppercased())
                .font(.caption2)
        }
        .padding()
    }
}
