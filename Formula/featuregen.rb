# Homebrew formula. The repository is its own tap:
#   brew tap <owner>/featuregen https://github.com/<owner>/featuregen
#   brew install <owner>/featuregen/featuregen
# scripts/test-install runs the steps of `install` and `test` below on Linux, where Homebrew is
# not installed; keep its commands and these in step (it reads the build command from here).
class Featuregen < Formula
  desc "Generates iOS feature modules from YAML specs and keeps them in step with the spec"
  homepage "https://github.com/<owner>/featuregen"
  url "https://github.com/<owner>/featuregen.git", tag: "0.2.0"
  license "MIT"
  head "https://github.com/<owner>/featuregen.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on "pkgconf" => :build
  depends_on "libyaml"

  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "featuregen"
    bin.install ".build/release/featuregen"
    generate_completions_from_executable(bin/"featuregen", "completions")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/featuregen --version").strip
    system bin/"featuregen", "init", "--project", testpath
    system bin/"featuregen", "new", "ProductCard", "--project", testpath
    assert_path_exists testpath/"Features/ProductCard/ProductCardViewModel.swift"
    system bin/"featuregen", "check", "--project", testpath
  end
end
