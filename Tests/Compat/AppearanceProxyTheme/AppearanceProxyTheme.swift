import SwiftUI
import UIKit

// A brand theme applied the UIKit way, from the screen's initializer: an opaque navigation bar in the
// brand colour for every appearance, white titles, and segmented controls in the brand colour.

extension UIColor {
  static let brandPrimary = UIColor(red: 0.18, green: 0.33, blue: 0.64, alpha: 1)
}

enum BrandAppearance {
  static func apply() {
    let navigation = UINavigationBarAppearance()
    navigation.configureWithOpaqueBackground()
    navigation.backgroundColor = .brandPrimary
    navigation.shadowColor = .clear
    navigation.titleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.largeTitleTextAttributes = [
      .foregroundColor: UIColor.white,
      .font: UIFont.systemFont(ofSize: 30, weight: .heavy),
    ]
    UINavigationBar.appearance().standardAppearance = navigation
    UINavigationBar.appearance().compactAppearance = navigation
    UINavigationBar.appearance().scrollEdgeAppearance = navigation
    UINavigationBar.appearance().tintColor = .white

    UISegmentedControl.appearance().selectedSegmentTintColor = .brandPrimary
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.brandPrimary], for: .normal)
  }
}

struct TransactionsScreen: View {
  @State private var period = Period.week

  enum Period: String, CaseIterable, Identifiable {
    case week = "Week", month = "Month", year = "Year"
    var id: Self { self }
  }

  init() {
    BrandAppearance.apply()
  }

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Picker("Period", selection: $period) {
          ForEach(Period.allCases) { period in
            Text(period.rawValue).tag(period)
          }
        }
        .pickerStyle(.segmented)
        Spacer()
      }
      .padding()
      .navigationTitle("Spending")
    }
  }
}
