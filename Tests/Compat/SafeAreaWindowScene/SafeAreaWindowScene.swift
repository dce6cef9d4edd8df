import SwiftUI

extension UIApplication {
    var keyWindowInsets: UIEdgeInsets {
        connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }?
            .safeAreaInsets ?? .zero
    }
}

struct BottomBar: View {
    var body: some View {
        Color.indigo
            .frame(height: 40 + UIApplication.shared.keyWindowInsets.bottom)
    }
}
