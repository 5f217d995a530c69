# CPack: the Debian package attention-lab_VERSION_amd64.deb, built by
# `bash scripts/lab.sh package` (which configures with ATTNLAB_NATIVE=OFF, so
# the binary runs on any x86-64 machine, and sets SOURCE_DATE_EPOCH, so two
# builds give the same bytes). Dependencies come from the shared libraries the
# binary links (dpkg-shlibdeps, from dpkg-dev), plus Qt's platform plugins,
# which it loads at run time.
set(ATTNLAB_MAINTAINER "Attention Lab authors <maintainers@attentionlab.org>" CACHE STRING
    "Maintainer field of the .deb")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME attention-lab)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Attention Lab authors")
set(CPACK_PACKAGE_CONTACT ${ATTNLAB_MAINTAINER})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "desktop laboratory for self-attention")
set(CPACK_PACKAGE_DESCRIPTION
"Attention Lab lets teachers and students type sentences, edit a small
embedding table whose axes have names, and watch every matrix of
self-attention change as they edit: the scores, the softmax weights, and the
words' vectors before and after. Its built-in lessons go from simple
attention to scaled dot-product and multi-head attention, and its Training
dock trains a tiny transformer on a text and shows its heads. The
attention-lab command explains, traces and renders lessons without a display.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # attention-lab_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${ATTNLAB_HOMEPAGE})
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so dpkg-shlibdeps cannot see them: the xcb/wayland/offscreen platforms.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_SOURCE_GENERATOR "")
include(CPack)
