import SwiftUI

struct HeroOverlay: View {
    var body: some View {
        VStack(spacing: 0) {
            Color(uiColor: .darkText).frame(height: 20)
            ZStack {
                Color.black
                Color(uiColor: .lightText).frame(width: 40, height: 20)
            }
            .frame(height: 30)
        }
        .frame(width: 100)
    }
}
