import SwiftUI
import UIKit

struct KeyboardDismissBar: View {
    var body: some View {
        Color(uiColor: .systemGroupedBackground)
            .frame(height: 40)
            .overlay(alignment: .trailing) {
                Color(uiColor: .systemRed).frame(width: 30, height: 30)
            }
    }
}
